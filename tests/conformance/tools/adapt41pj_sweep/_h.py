"""The adapt41pj variant scripts' harness (`from _h import case, bc`): tools/_toolkit.py's case_call, the mode from
$MODE (default pynative: pi_jit's tests run bytecode capture under PyNative)."""
import os
import sys

sys.path.append(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from _toolkit import case_call as case, mode_from_env, show  # noqa: E402,F401

mode_from_env("pynative")


def bc(fn, **kw):
    """jit(fn, capture_mode='bytecode', **kw)"""
    from mindspore import jit
    return jit(fn, capture_mode="bytecode", **kw)
