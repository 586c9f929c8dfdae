"""ops.assign never converts a Parameter's dtype (a TypeError unless the value promotes to it) and
needs the same rank and shape (a ValueError): in both modes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from _conf import emit, emit_error


def first_line(fn, *args):
    try:
        fn(*args)
    except Exception as e:  # noqa: BLE001
        return str(e).splitlines()[0]
    return "no error"


class AssignNet(nn.Cell):
    def __init__(self, v):
        super().__init__()
        self.param = Parameter(Tensor(v), name="param_b")

    def construct(self, x):
        ops.assign(self.param, x)
        return self.param


def run(v, x):
    net = AssignNet(v)
    out = net(Tensor(x))
    return out.asnumpy()


emit_error("f32_from_f64", run, np.float32([1, 2]), np.float64([3, 4]))
emit("f32_from_f64_msg", first_line(run, np.float32([1, 2]), np.float64([3, 4])))
emit("f32_from_i32", run(np.float32([1, 2]), np.int32([3, 4])))
emit("f32_from_f16", run(np.float32([1, 2]), np.float16([3.5, 4])))
emit("i64_from_i32", run(np.int64([1, 2]), np.int32([3, 4])))
emit_error("i32_from_i64", run, np.int32([1, 2]), np.int64([3, 4]))
emit_error("i32_from_f32", run, np.int32([1, 2]), np.float32([3.5, 4]))
emit_error("bool_from_f32", run, np.array([True, False]), np.float32([3, 0]))
emit("bool_from_f32_msg", first_line(run, np.array([True, False]), np.float32([3, 0])))
emit_error("shape_3_into_2", run, np.float32([1, 2]), np.float32([3, 4, 5]))
emit("shape_3_into_2_msg", first_line(run, np.float32([1, 2]), np.float32([3, 4, 5])))
emit_error("rank_0_into_1", run, np.float32([1, 2]), np.float32(3))
emit("rank_0_into_1_msg", first_line(run, np.float32([1, 2]), np.float32(3)))


def assign_add(v, x):
    p = Parameter(Tensor(v), name="p_add")
    return ops.assign_add(p, Tensor(x)).asnumpy()


def assign_sub(v, x):
    p = Parameter(Tensor(v), name="p_sub")
    return ops.assign_sub(p, Tensor(x)).asnumpy()


emit_error("assign_add_i32_f32", assign_add, np.int32([1, 2]), np.float32([1.5, 2]))
emit_error("assign_sub_f32_f64", assign_sub, np.float32([1, 2]), np.float64([1.5, 2]))
emit("assign_sub_f32_i64", assign_sub(np.float32([1, 2]), np.int64([1, 2])))
