"""Checker settings from ``[tool.msgraph-check]`` in pyproject.toml or ``[msgraph-check]`` in setup.cfg.

The nearest directory (from the working directory upwards) whose pyproject.toml or setup.cfg has the
section wins; pyproject.toml is read first.  Keys use the CLI's long option names (``syntax-level``;
underscores work too).  Lists may be TOML arrays or comma/newline separated strings.
"""
from __future__ import annotations

import configparser
import os
import sys
from typing import Any, Dict, List, Optional, Tuple

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

SECTION = "msgraph-check"
LIST_KEYS = ("select", "ignore", "exclude")
BOOL_KEYS = ("statistics", "show-source", "exit-zero")
CHOICE_KEYS = {"format": ("text", "json", "sarif"), "syntax-level": ("strict", "lax"),
               "color": ("auto", "always", "never")}
KNOWN_KEYS = frozenset(LIST_KEYS + BOOL_KEYS + tuple(CHOICE_KEYS))


class ConfigError(Exception):
    """A config file that cannot be read or holds a bad value (usage error, exit code 2)."""


def find_config(start: str) -> Optional[str]:
    """Path of the nearest pyproject.toml/setup.cfg (from ``start`` upwards) with our section."""
    directory = os.path.abspath(start)
    while True:
        for name in ("pyproject.toml", "setup.cfg"):
            path = os.path.join(directory, name)
            if os.path.isfile(path) and _has_section(path):
                return path
        parent = os.path.dirname(directory)
        if parent == directory:
            return None
        directory = parent


def _has_section(path: str) -> bool:
    try:
        return bool(_read_raw(path)[0] is not None)
    except ConfigError:
        return True  # report the broken file rather than silently skipping it


def _read_raw(path: str) -> Tuple[Optional[Dict[str, Any]], str]:
    try:
        if path.endswith(".toml"):
            with open(path, "rb") as fh:
                data = tomllib.load(fh)
            section = data.get("tool", {}).get(SECTION)
            if section is not None and not isinstance(section, dict):
                raise ConfigError(f"{path}: [tool.{SECTION}] must be a table")
            return section, "toml"
        parser = configparser.ConfigParser(interpolation=None)
        with open(path, encoding="utf-8") as fh:
            parser.read_file(fh)
        return (dict(parser[SECTION]) if parser.has_section(SECTION) else None), "cfg"
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError, configparser.Error) as exc:
        raise ConfigError(f"cannot read config {path}: {exc}") from None


def load_config(path: str) -> Tuple[Dict[str, Any], List[str]]:
    """Normalized settings from one file, plus warnings (unknown keys).

    Relative ``exclude`` patterns containing a '/' are anchored at the config file's directory.
    """
    raw, kind = _read_raw(path)
    settings: Dict[str, Any] = {}
    warnings: List[str] = []
    for key, value in (raw or {}).items():
        norm = key.replace("_", "-").lower()
        if norm not in KNOWN_KEYS:
            warnings.append(f"{path}: unknown option {key!r} ignored")
            continue
        if norm in LIST_KEYS:
            settings[norm] = _as_list(value, path, key)
        elif norm in BOOL_KEYS:
            settings[norm] = _as_bool(value, path, key)
        else:
            text = str(value).strip().lower()
            if text not in CHOICE_KEYS[norm]:
                raise ConfigError(f"{path}: {key} must be one of {', '.join(CHOICE_KEYS[norm])}, "
                                  f"got {value!r}")
            settings[norm] = text
    if "exclude" in settings:
        settings["exclude"] = anchor_patterns(settings["exclude"], os.path.dirname(os.path.abspath(path)))
    return settings, warnings


def anchor_patterns(patterns: List[str], base: str) -> List[str]:
    """Exclude globs with a '/' (``pkg/gen``) are paths relative to ``base``; others match names."""
    return [os.path.join(base, p) if "/" in p and not p.startswith(("*", "/")) else p
            for p in patterns]


def _as_list(value: Any, path: str, key: str) -> List[str]:
    if isinstance(value, str):
        return split_list(value)
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return [v.strip() for v in value if v.strip()]
    raise ConfigError(f"{path}: {key} must be a list of strings or a comma-separated string")


def _as_bool(value: Any, path: str, key: str) -> bool:
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in ("1", "true", "yes", "on"):
        return True
    if text in ("0", "false", "no", "off"):
        return False
    raise ConfigError(f"{path}: {key} must be true or false, got {value!r}")


def split_list(text: str) -> List[str]:
    """'MSG1, MSG203\\nMSG3' -> ['MSG1', 'MSG203', 'MSG3']."""
    return [part.strip() for chunk in text.splitlines() for part in chunk.split(",") if part.strip()]
