"""Services below the screens (no Textual): the session store and its migrations, the session controller,
dice and card sources, settings, rulebook passages, the headless transcript runner."""
