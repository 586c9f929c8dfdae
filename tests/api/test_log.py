"""``mindspore.log`` (``msgraph.log``): MindSpore's level names, defaults and line format."""
import subprocess
import sys

import msgraph as ms


def _run(code, **env):
    import os

    e = dict(os.environ, **env)
    e.pop("GLOG_v", None) if "GLOG_v" not in env else None
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=e, timeout=60)


def test_default_level_and_config_match_mindspore():
    out = _run("import msgraph.log as l; print(l.get_level(), l.get_log_config())")
    assert out.stdout.strip() == "2 {'GLOG_v': '2', 'GLOG_logtostderr': '1'}", out.stderr


def test_level_filter_and_format():
    out = _run("from msgraph import log\nlog.info('hidden')\nlog.warning('shown %d', 3)")
    assert "hidden" not in out.stderr
    line = out.stderr.strip().splitlines()[-1]
    assert line.startswith("[WARNING] ME(") and line.endswith("[<string>:3] shown 3"), line
    out = _run("from msgraph import log\nlog.info('now shown')", GLOG_v="1")
    assert out.stderr.strip().startswith("[INFO] ME(") and "now shown" in out.stderr


def test_reachable_as_ms_log():
    assert ms.log.get_level() in {"0", "1", "2", "3", "4"}
