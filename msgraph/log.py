"""``mindspore.log``: MindSpore's logger for user scripts (``logger.info(...)``, ``get_level()``).

Messages go to the ``mindspore`` Python logger on stderr, filtered by the level MindSpore reads from
``GLOG_v`` (0 DEBUG, 1 INFO, 2 WARNING -- the default --, 3 ERROR, 4 CRITICAL), in MindSpore's
line format: ``[WARNING] ME(pid:tid,MainProcess):2026-12-01-21:11:34.755.000 [/path/file.py:2] message``.
"""
from __future__ import annotations

import logging
import os
import sys
import threading
import time
from typing import Any, Dict

__all__ = ["debug", "info", "warning", "error", "critical", "get_level", "get_log_config"]

_LEVELS = {"0": logging.DEBUG, "1": logging.INFO, "2": logging.WARNING, "3": logging.ERROR, "4": logging.CRITICAL}
_NAMES = {logging.DEBUG: "DEBUG", logging.INFO: "INFO", logging.WARNING: "WARNING", logging.ERROR: "ERROR",
          logging.CRITICAL: "CRITICAL"}
_LOCK = threading.Lock()
_LOGGER: Any = None


class _Formatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        micros = int(record.created * 1e6) % 1000
        stamp = time.strftime("%Y-%m-%d-%H:%M:%S", time.localtime(record.created)) + \
            f".{int(record.msecs):03d}.{micros:03d}"
        where = f"{record.pathname}:{record.lineno}"
        return (f"[{_NAMES.get(record.levelno, record.levelname)}] ME({os.getpid()}:{record.thread},"
                f"{record.processName}):{stamp} [{where}] {record.getMessage()}")


def _logger() -> logging.Logger:
    global _LOGGER
    with _LOCK:
        if _LOGGER is None:
            log = logging.getLogger("mindspore")
            log.setLevel(_LEVELS.get(os.environ.get("GLOG_v", "2"), logging.WARNING))
            if not log.handlers:
                handler = logging.StreamHandler(sys.stderr)
                handler.setFormatter(_Formatter())
                log.addHandler(handler)
            log.propagate = False
            _LOGGER = log
        return _LOGGER


def debug(msg: Any, *args: Any, **kwargs: Any) -> None:
    _logger().debug(msg, *args, stacklevel=2, **kwargs)


def info(msg: Any, *args: Any, **kwargs: Any) -> None:
    _logger().info(msg, *args, stacklevel=2, **kwargs)


def warning(msg: Any, *args: Any, **kwargs: Any) -> None:
    _logger().warning(msg, *args, stacklevel=2, **kwargs)


def error(msg: Any, *args: Any, **kwargs: Any) -> None:
    _logger().error(msg, *args, stacklevel=2, **kwargs)


def critical(msg: Any, *args: Any, **kwargs: Any) -> None:
    _logger().critical(msg, *args, stacklevel=2, **kwargs)


def get_level() -> str:
    """The level as MindSpore reports it: ``GLOG_v``'s digit as a string (default ``'2'``, WARNING)."""
    level = _logger().level
    return next((k for k, v in _LEVELS.items() if v == level), "2")


def get_log_config() -> Dict[str, str]:
    """The logging settings in MindSpore's keys (``GLOG_v``, ``GLOG_logtostderr``...)."""
    config = {"GLOG_v": get_level(), "GLOG_logtostderr": os.environ.get("GLOG_logtostderr", "1")}
    for key in ("GLOG_log_dir", "GLOG_log_max", "logger_maxBytes", "logger_backupCount", "GLOG_stderrthreshold"):
        if key in os.environ:
            config[key] = os.environ[key]
    return config
