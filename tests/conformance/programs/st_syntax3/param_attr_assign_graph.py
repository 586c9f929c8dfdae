"""``self.param = x`` in graph code is MindSpore's Assign: the dtype check comes first, then rank
and shape (no broadcast)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn
from _conf import emit, emit_error

MODES = ("graph",)


def first_line(fn, *args):
    try:
        fn(*args)
    except Exception as e:  # noqa: BLE001
        return str(e).splitlines()[0]
    return "no error"


class MapNet(nn.Cell):
    def __init__(self, v):
        super().__init__()
        self.param = Parameter(Tensor(v), name="param_b")

    def construct(self, x):
        self.param = x
        return self.param


def run(v, x):
    return MapNet(v)(Tensor(x))


emit_error("f64_into_f32_scalar", run, np.float32(5), np.ones((2, 3), np.float64))
emit("f64_into_f32_scalar_msg", first_line(run, np.float32(5), np.ones((2, 3), np.float64)))
emit_error("rank_mismatch", run, np.float32(5), np.ones((2, 3), np.float32))
emit("rank_mismatch_msg", first_line(run, np.float32(5), np.ones((2, 3), np.float32)))
emit_error("shape_mismatch", run, np.float32([1, 2]), np.float32([3]))
emit("same", run(np.float32([1, 2]), np.float32([3, 4])))
emit("int_into_float", run(np.float32([1, 2]), np.int32([3, 4])))
