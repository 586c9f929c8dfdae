"""`enumerate(x)` of a 0-d Tensor in graph code is MindSpore 2.10's ValueError "For primitive:'TupleGetItem', cannot
get item by index from an empty sequence." (found by the adapt36fb sweep of st compiler/fallback/
python_builtin_funtions test_graph_fallback_runtime_enumerate); msgraph raised a TypeError.  1-d and 2-d Tensors
enumerate their rows."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit_error

MODES = ("graph",)


@ms.jit
def enum(x):
    r = []
    for i, v in enumerate(x):
        r.append(v * i)
    return r


@ms.jit
def enum_start(x):
    return [i for i, _ in enumerate(x, 3)]


class Net(nn.Cell):
    def construct(self, x):
        out = x * 0
        for i, v in enumerate(x):
            out = out + v * i
        return out


for name, v in (("f32_0d", np.array(2.5, np.float32)), ("i64_0d", np.array(7, np.int64)),
                ("f32_1d", np.array([1.0, -2.0, 3.5], np.float32)), ("i32_2d", np.array([[1, 2], [3, 4]], np.int32))):
    t = Tensor(v)
    emit_error("enum_" + name, lambda t=t: enum(t))
    emit_error("enum_start_" + name, lambda t=t: enum_start(t))
    emit_error("cell_" + name, lambda t=t: Net()(t))
