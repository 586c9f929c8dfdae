"""graph_jit_sweep (jit29): ``ms.jit``'s keywords are checked as MindSpore 2.10 checks them: ``jit_level`` O0/O1
only (O2 is a ValueError), ``dynamic`` an int in [0, 1] (a str or bool is a TypeError), ``fullgraph`` a bool, one
positional argument (a second is Python's TypeError), an unknown ``backend`` a RuntimeError when the function is
first called (the decorator takes it); msgraph compiled all of them.  What is neither a function, a method nor a
Cell is returned as it is: a staticmethod object under ``@ms.jit`` (so the method runs as plain Python and returns
a Tensor; msgraph's returned a numpy array), a plain class, a number."""
import numpy as np
import mindspore as ms
from _conf import emit, emit_error
from _jit29_util import xf, double


emit_error("jit_level_O2", lambda: ms.jit(double, jit_level="O2"))
emit_error("jit_level_O3", lambda: ms.jit(jit_level="O3"))
emit("jit_level_O1", ms.jit(double, jit_level="O1")(xf()))
emit_error("dynamic_2", lambda: ms.jit(double, dynamic=2))
emit_error("dynamic_str", lambda: ms.jit(double, dynamic="a"))
emit_error("dynamic_bool", lambda: ms.jit(double, dynamic=True))
emit("dynamic_1", ms.jit(double, dynamic=1)(xf()))
emit_error("fullgraph_str", lambda: ms.jit(double, fullgraph="yes"))
emit_error("fullgraph_int", lambda: ms.jit(double, fullgraph=1))
emit_error("capture_mode_bad", lambda: ms.jit(double, capture_mode="graph"))
emit_error("two_positional", lambda: ms.jit(None, "ast"))
bad = ms.jit(double, backend="nope")            # taken by the decorator
emit_error("backend_unknown_call", lambda: bad(xf()))
emit("backend_ms", ms.jit(double, backend="ms_backend")(xf()))
# the deprecated jit_config keyword is dropped, its backend with it
emit("jit_config_backend_dropped", ms.jit(double, jit_config=ms.JitConfig(backend="nope"))(xf()))


class K:
    @ms.jit
    @staticmethod
    def m(x):
        return x * 4


emit("staticmethod_under_jit", K.m(xf()))


class Plain:
    pass


emit("plain_class_returned", ms.jit(Plain) is Plain)
emit("number_returned", ms.jit(3))
emit_error("number_called", lambda: ms.jit(3)(xf()))
