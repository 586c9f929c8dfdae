"""Result dtypes of ops on integer, bool, float16 and mixed-dtype Tensors (found by calling every MindSpore 2.10 ops
function with such operands): weighted bincount is Float32 (msgraph: the weights' dtype), cov of float16 Float32,
hardsigmoid of an integer Tensor keeps the integer dtype (truncated), ldexp computes 2**other in other's float dtype
and promotes (float16 with int64 is Float32), leaky_relu of bool stays Bool, mse_loss of integers is Float32 (squared
in the integer dtype first, wrapping around), ops.stack(t) stacks the one Tensor, vecdot of integers is Int64,
hypot promotes mixed operands (float32 with float16/int32/bool) before its float32/float64 check, round of bool is
MindSpore's RuntimeError."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, jit
from _conf import emit, emit_error

f = Tensor(np.array([0.5, 1.5], np.float32))
h = Tensor(np.array([0.25, 2.0], np.float16))
d = Tensor(np.array([0.75, 3.0], np.float64))
b = Tensor(np.array([True, False]))
i = Tensor(np.array([4, -6], np.int32))
i8 = Tensor(np.array([3, -2], np.int8))
u8 = Tensor(np.array([3, 200], np.uint8))
i64 = Tensor(np.array([5, 7], np.int64))
m = Tensor(np.array([[1., 2., 4.], [3., 1., 0.5]], np.float16))
idx = Tensor(np.array([0, 2], np.int32))

emit("bincount_w16", ops.bincount(idx, h))
emit("bincount_w64", ops.bincount(idx, d))
emit("cov_half", ops.cov(m))
emit("hardsigmoid_int32", ops.hardsigmoid(Tensor(np.array([-4, 1, 2, 5], np.int32))))
emit("hardsigmoid_int8", ops.hardsigmoid(i8))
emit("hardsigmoid_half", ops.hardsigmoid(h))
emit("ldexp_half_int64", ops.ldexp(h, i64))
emit("ldexp_float_double", ops.ldexp(f, d))
emit("ldexp_half_float", ops.ldexp(h, f))
emit("ldexp_half_int8", ops.ldexp(h, i8))
emit("leaky_relu_bool", ops.leaky_relu(b))
emit("leaky_relu_int", ops.leaky_relu(i))
emit("mse_int8_uint8", ops.mse_loss(i8, u8))
emit("mse_int_int64", ops.mse_loss(i, i64))
emit("mse_sum_int8_uint8", ops.mse_loss(i8, u8, reduction="sum"))
emit("mse_none_int8_uint8", ops.mse_loss(i8, u8, reduction="none"))
emit("mse_float_half", ops.mse_loss(f, h))
emit("stack_one_tensor", ops.stack(i))
emit("stack_one_matrix", ops.stack(Tensor(np.ones((2, 3), np.float32))))
emit("vecdot_int8_uint8", ops.vecdot(i8, u8))
emit("vecdot_int", ops.vecdot(i, i))
emit("vecdot_float_half", ops.vecdot(f, h))
emit("hypot_float_half", ops.hypot(f, h))
emit("hypot_int_float", ops.hypot(i, f))
emit("hypot_bool_float", ops.hypot(b, f))
emit_error("hypot_int_int", lambda: ops.hypot(i, i))
emit_error("hypot_half_half", lambda: ops.hypot(h, h))
emit("hypot_int_number", ops.hypot(i, 2.5))
emit("hypot_float_int_number", ops.hypot(f, 2))
emit_error("hypot_int_int_number", lambda: ops.hypot(i, 2))
emit("xdivy_int_float", ops.xdivy(i, f))
emit("xdivy_bool_float", ops.xdivy(b, f))
emit("xdivy_int_number", ops.xdivy(i, 2.5))
emit("xdivy_float_int", ops.xdivy(f, i))
emit_error("xdivy_int_int", lambda: ops.xdivy(i, i))
emit_error("round_bool", lambda: ops.round(b))
emit("round_int", ops.round(i))


@jit
def graph(a, c, e, g):
    return ops.mse_loss(a, c), ops.vecdot(a, c), ops.hypot(e, g), ops.ldexp(g, c), ops.hardsigmoid(a)


emit("graph", graph(i, i64, f, h))
