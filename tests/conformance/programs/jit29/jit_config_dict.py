"""graph_jit_sweep (jit29): ``JitConfig(...).jit_config_dict`` (the extra keywords, the five settings, and the
backend a jit_level implies: O0/O1 ms_backend, O2 GE); ``debug_level`` and ``infer_boost`` values are checked
(ValueError).  ``Cell.set_jit_config`` takes a JitConfig only (a dict: AttributeError) and is set once (a second
call is ignored); ``Cell.jit_config_dict`` reads it back.  A Cell whose JitConfig names an unknown backend fails
when its graph compiles (RuntimeError; PyNative runs it eagerly)."""
import numpy as np
import mindspore as ms
from mindspore import nn
from _conf import emit, emit_error
from _jit29_util import xf


for name, kw in [("default", {}), ("O0", {"jit_level": "O0"}), ("O1", {"jit_level": "O1"}),
                 ("O2", {"jit_level": "O2"}), ("strict", {"jit_syntax_level": "STRICT"}),
                 ("extra", {"jit_level": "O0", "foo": 1}), ("backend", {"backend": "ms_backend"})]:
    emit(f"dict_{name}", sorted(ms.JitConfig(**kw).jit_config_dict.items()))
emit_error("debug_level_bad", lambda: ms.JitConfig(debug_level="X"))
emit_error("infer_boost_bad", lambda: ms.JitConfig(infer_boost="x"))
emit_error("jit_level_bad", lambda: ms.JitConfig(jit_level="O9"))


class Net(nn.Cell):
    def construct(self, x):
        return x * 2


net = Net()
emit("cell_dict_before", net.jit_config_dict)
emit_error("cell_set_dict", lambda: net.set_jit_config({"jit_level": "O1"}))
net.set_jit_config(ms.JitConfig(jit_level="O1"))
net.set_jit_config(ms.JitConfig(jit_level="O0"))    # ignored: set once
emit("cell_dict_after", sorted(net.jit_config_dict.items()))
emit("cell_runs", net(xf()))
bad = Net()
bad.set_jit_config(ms.JitConfig(backend="nope"))
emit_error("cell_unknown_backend", lambda: bad(xf()))
