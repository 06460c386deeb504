// hand-off-session CLI, bundled by scripts/bundle.mjs from this repository: do not edit; run `npm run build`.
import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);
import{a as d}from"./chunk-3JL6NMMO.mjs";import{d as f,e as $}from"./chunk-UAPL5ADK.mjs";import"./chunk-5EZW37QN.mjs";import{Pa as C,c as u,g as p}from"./chunk-LC7FSTCB.mjs";import"./chunk-OV7VUZNS.mjs";var c=["bash","zsh","fish"],n="hand-off-session",O=/^[A-Za-z0-9._:-]{1,200}$/,_=f("file"),m=["for","to",...f("target")];function w(e,o,s){$(e.command("completion"),"completion").description("print a shell completion script: bash, zsh or fish").argument("<shell>",c.join(", ")).addHelpText("after",`
Examples:
  ${n} completion bash >> ~/.bashrc
  ${n} completion zsh >> ~/.zshrc
  ${n} completion fish > ~/.config/fish/completions/${n}.fish`).action(i=>{if(!c.includes(i))throw u(`unknown shell "${i}": choose one of ${c.join(", ")}`);d(o,S(i,P(e)))}),$(e.command("__complete",{hidden:!0}),"__complete").argument("<what>","sessions | checkpoints").action(async(i,a)=>{try{let t=await C({repo:a.repo,cwd:o.cwd}),h=(i==="checkpoints"?t.checkpoints.map(r=>r.id):t.sessions.map(r=>r.id)).filter(r=>O.test(r));h.length>0&&d(o,h.join(`
`))}catch{}})}function P(e){return e.createHelp().visibleCommands(e).filter(o=>o.name()!=="help").map(o=>({name:o.name(),options:[...o.options.filter(s=>!s.hidden).flatMap(s=>[s.long,s.short].filter(i=>!!i)),"--help"]}))}function S(e,o){return e==="bash"?g(o):e==="zsh"?R(o):j(o)}var l=e=>e.map(o=>o.name).join(" ");function g(e){let o=e.map(s=>`      ${s.name}) opts="${s.options.join(" ")}" ;;`).join(`
`);return`# bash completion for ${n}
# Install: echo 'source <(${n} completion bash)' >> ~/.bashrc
_hand_off_session() {
  local cur prev cmd opts ids
  COMPREPLY=()
  cur="\${COMP_WORDS[COMP_CWORD]}"
  prev="\${COMP_WORDS[COMP_CWORD-1]}"
  cmd="\${COMP_WORDS[1]}"
  if [ "$COMP_CWORD" -eq 1 ]; then
    COMPREPLY=( $(compgen -W "${l(e)} --help --version" -- "$cur") )
    return 0
  fi
  case "$prev" in
    ${m.join("|")}) COMPREPLY=( $(compgen -W "${p.join(" ")}" -- "$cur") ); return 0 ;;
    ${_.join("|")}) COMPREPLY=( $(compgen -f -- "$cur") ); return 0 ;;
    checkpoint)
      ids="$(${n} __complete checkpoints 2>/dev/null)"
      COMPREPLY=( $(compgen -W "$ids" -- "$cur") ); return 0 ;;
  esac
  if [[ "$cur" == -* ]]; then
    case "$cmd" in
${o}
      *) opts="--help" ;;
    esac
    COMPREPLY=( $(compgen -W "$opts" -- "$cur") )
    return 0
  fi
  case "$cmd" in
    completion) COMPREPLY=( $(compgen -W "${c.join(" ")}" -- "$cur") ) ;;
    show|checkpoints)
      if [ "$COMP_CWORD" -eq 2 ]; then
        ids="$(${n} __complete sessions 2>/dev/null)"
        if [ "$cmd" = show ]; then ids="checkpoint $ids"; fi
        COMPREPLY=( $(compgen -W "$ids" -- "$cur") )
      elif [ "$cmd" = show ]; then
        COMPREPLY=( $(compgen -W "for to" -- "$cur") )
      fi ;;
    latest|all) COMPREPLY=( $(compgen -W "for to" -- "$cur") ) ;;
  esac
  return 0
}
complete -F _hand_off_session ${n}
`}function R(e){let o=e.map(s=>`      ${s.name}) compadd -- ${s.options.join(" ")} ;;`).join(`
`);return`#compdef ${n}
# zsh completion for ${n}
# Install: echo 'source <(${n} completion zsh)' >> ~/.zshrc   (after compinit)
_hand_off_session() {
  local cmd=\${words[2]} prev=\${words[CURRENT-1]}
  if (( CURRENT == 2 )); then
    compadd -- ${l(e)}
    return
  fi
  case $prev in
    ${m.join("|")}) compadd -- ${p.join(" ")}; return ;;
    ${_.join("|")}) _files; return ;;
    checkpoint) compadd -- \${(f)"$(${n} __complete checkpoints 2>/dev/null)"}; return ;;
  esac
  if [[ $PREFIX == -* ]]; then
    case $cmd in
${o}
    esac
    return
  fi
  case $cmd in
    completion) compadd -- ${c.join(" ")} ;;
    show|checkpoints)
      if (( CURRENT == 3 )); then
        [[ $cmd == show ]] && compadd -- checkpoint
        compadd -- \${(f)"$(${n} __complete sessions 2>/dev/null)"}
      elif [[ $cmd == show ]]; then
        compadd -- for to
      fi ;;
    latest|all) compadd -- for to ;;
  esac
}
if [[ \${zsh_eval_context[-1]} == loadautofunc ]]; then
  _hand_off_session "$@"
else
  compdef _hand_off_session ${n}
fi
`}function j(e){let o=`complete -c ${n}`,s=[`# fish completion for ${n}`,`# Install: ${n} completion fish > ~/.config/fish/completions/${n}.fish`,"function __hand_off_session_prev_is","    set -l tokens (commandline -opc)","    contains -- $tokens[-1] $argv","end",`${o} -f`,`${o} -n __fish_use_subcommand -a '${l(e)}'`,`${o} -n '__hand_off_session_prev_is ${m.join(" ")}' -a '${p.join(" ")}'`,`${o} -n '__hand_off_session_prev_is checkpoint' -a '(${n} __complete checkpoints 2>/dev/null)'`,`${o} -n '__fish_seen_subcommand_from show checkpoints; and not __hand_off_session_prev_is ${m.join(" ")} checkpoint' -a '(${n} __complete sessions 2>/dev/null)'`,`${o} -n '__fish_seen_subcommand_from show' -a 'checkpoint'`,`${o} -n '__fish_seen_subcommand_from latest show all; and not __hand_off_session_prev_is ${m.join(" ")}' -a 'for to'`,`${o} -n '__fish_seen_subcommand_from completion' -a '${c.join(" ")}'`];for(let i of e)for(let a of i.options.filter(t=>t.startsWith("--"))){let t=_.includes(a)?" -r -F":"";s.push(`${o} -n '__fish_seen_subcommand_from ${i.name}' -l ${a.slice(2)}${t}`)}return`${s.join(`
`)}
`}export{P as commandSpecs,S as completionScript,w as registerCompletion};
