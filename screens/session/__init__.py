"""The session frame's jobs, one module each (keys, panel sizes, redrawing, the command line, acting, dice and
cards, house rules, automation, undo and redo, citations, free rolls, other windows, sharing, the clock):
`screens.session_frame.SessionFrame` is made of them."""
