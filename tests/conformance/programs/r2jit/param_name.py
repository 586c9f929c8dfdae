"""Parameter.name assignment (found by the r2jit variant sweep of st parameter).  MindSpore's name setter checks
what its constructor checks: a non-str name is a ValueError, a name over 1024 characters is a ValueError, None or a
blank name takes a generated 'Parameter#N', and a name is stripped.  msgraph stored whatever was assigned."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn
from _conf import emit, emit_error


def set_name(v):
    p = Parameter(Tensor(np.ones(2, np.float32)), name="w")
    p.name = v
    return p.name


for tag, v in [("int", 3), ("float", 1.5), ("bytes", b"x"), ("tuple", ("a",)), ("dots", "a.b.c"),
               ("padded", "  w2 "), ("long", "a" * 1025), ("max_len", "b" * 1024)]:
    emit_error("set_" + tag, lambda v=v: set_name(v))
    emit_error("init_" + tag, lambda v=v: Parameter(Tensor(np.ones(2, np.float32)), name=v).name)


def generated(v):
    p = Parameter(Tensor(np.ones(2, np.float32)), name="w")
    p.name = v
    return p.name.startswith("Parameter#"), p.name != "w"


emit_error("set_none", lambda: generated(None))
emit_error("set_blank", lambda: generated("   "))
emit_error("set_empty", lambda: generated(""))


def kept_after_error():
    p = Parameter(Tensor(np.ones(2, np.float32)), name="w")
    try:
        p.name = 7
    except ValueError:
        pass
    return p.name


emit_error("kept_after_error", kept_after_error)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.ones(2, np.float32)), name="w")

    def construct(self, x):
        return x * self.w


net = Net()
net.w.name = " renamed "
emit("cell_param_names", [p.name for p in net.trainable_params()])
emit("cell_out", net(Tensor(np.array([2.0, 3.0], np.float32))))
