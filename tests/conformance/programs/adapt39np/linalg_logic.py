"""mindspore.numpy math / linear algebra / logic, second pass (adapt39np): isclose's one-dtype rule and equal values,
cumsum with the input's own dtype, the polynomial, unwrap and correlate dtypes, matrix_power of float16 and bool,
the norms MindSpore 2.10 does not implement, heaviside's gradient and the refusals of dot / cross / tensordot /
outer / setdiff1d / bincount."""
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor
from _conf import emit, emit_error

f = Tensor(np.array([1.0, 2.0]), ms.float32)
emit("isclose_equal_negative_rtol", mnp.isclose(f, Tensor(np.array([1.0, 2.5]), ms.float32), -1.0))
emit("isclose_int32_pyint", mnp.isclose(Tensor(np.array([1, 2]), ms.int32), 2))
emit("isclose_float32_pyfloat", mnp.isclose(f, 2.0))
for dt in (ms.int8, ms.int16, ms.bool_):
    t = Tensor(np.array([1, 2]), dt) if dt != ms.bool_ else Tensor(np.array([True, True]))
    emit(f"cumsum_{dt}_own_dtype", mnp.cumsum(t, dtype=dt))
    emit(f"cumsum_{dt}_int16", mnp.cumsum(t, dtype=ms.int16))
for dt in (ms.float16, ms.float64, ms.int32):
    p = Tensor(np.array([1, 2]), dt)
    emit(f"polyint_{dt}", mnp.polyint(p))
    emit(f"polyint_{dt}_k", mnp.polyint(p, k=3))
    emit(f"polyint_{dt}_kfloat", mnp.polyint(p, 2, 1.5))
for dt in (ms.int8, ms.uint8, ms.int16, ms.float16, ms.float64):
    emit(f"polyder_{dt}", mnp.polyder(Tensor(np.array([1, 2, 3]), dt)))
emit("polyder_bool", mnp.polyder(Tensor(np.array([True, False, True]))))
emit("polyder_order_too_high", mnp.polyder(Tensor(np.array([1, 2, 3]), ms.int32), 3))
emit("polyval_float16", mnp.polyval(Tensor(np.array([1, 2, 3]), ms.float16), Tensor(np.array([1, 2]), ms.float16)))
emit("polyval_int8_float16", mnp.polyval(Tensor(np.array([1, 2, 3]), ms.int8), Tensor(np.array([1, 2]), ms.float16)))
emit("unwrap_float16", mnp.unwrap(Tensor(np.array([0, 1, 5, 3]), ms.float16)))
emit("correlate_int64", mnp.correlate(Tensor(np.array([1, 2, 3]), ms.int64), Tensor(np.array([1, 2]), ms.int64)))
emit("correlate_int64_full", mnp.correlate(Tensor(np.array([1, 2, 3]), ms.int64), Tensor(np.array([1, 2]), ms.int64),
                                           "full"))
emit("matrix_power_float16", mnp.matrix_power(Tensor(np.array([[1, 1], [0, 1]]), ms.float16), 3))
emit("matrix_power_bool_0", mnp.matrix_power(Tensor(np.array([[True, True], [False, True]])), 0))
emit("matrix_power_float16_0", mnp.matrix_power(Tensor(np.array([[[1, 1], [0, 1]]]), ms.float16), 0))
emit("heaviside_values", mnp.heaviside(Tensor(np.array([-1.0, 0.0, 2.0, np.nan]), ms.float32), 0.5))
emit("heaviside_broadcast", mnp.heaviside(Tensor(np.array([[-1.0], [0.0]]), ms.float32),
                                          Tensor(np.array([0.25, 0.75]), ms.float32)))
xs = Tensor(np.array([[0.5, -1.0, 0.0], [1.5, 0.0, -0.75]]), ms.float32)
bools = Tensor(np.array([True, False, False, True, True]))
emit("ediff1d_bool", mnp.ediff1d(bools))
emit("ediff1d_bool_ends", mnp.ediff1d(bools, 9, 0))
emit("cross_bool", mnp.cross(Tensor(np.array([True, True, False])), Tensor(np.array([True, True, True]))))
emit("cross_bool_2x3", mnp.cross(Tensor(np.array([[True, False, True], [False, False, True]])),
                                 Tensor(np.array([[False, True, True], [True, True, False]]))))


def heaviside_loss(a, b):
    return (mnp.heaviside(a, b) * a).sum()


emit("heaviside_grad", ms.grad(heaviside_loss, (0, 1))(xs, Tensor(0.5)))
emit("heaviside_grad_jit", ms.jit(ms.grad(heaviside_loss, (0, 1)))(xs, Tensor(0.5)))


@ms.jit
def graph_ops(a, b):
    return mnp.isclose(a, b, -1.0), mnp.cumsum(a.astype(ms.int8), dtype=ms.int8), mnp.heaviside(a - 1, 0.5)


emit("graph", graph_ops(f, Tensor(np.array([1.0, 2.5]), ms.float32)))
emit_error("isclose_two_dtypes_error", mnp.isclose, f, Tensor(np.array([1, 2]), ms.int32))
emit_error("isclose_float16_pyint_error", mnp.isclose, Tensor(np.array([1, 2]), ms.float16), 2)
emit_error("dot_list_error", mnp.dot, [1.0, 2.0], f)
emit_error("cross_two_vectors_error", mnp.cross, f, Tensor(np.array([3.0, 1.0]), ms.float32))
emit_error("tensordot_negative_error", mnp.tensordot, Tensor(np.ones((2, 2)), ms.float32),
           Tensor(np.ones((2, 2)), ms.float32), -1)
emit_error("tensordot_bool_error", mnp.tensordot, Tensor(np.array([True, False])), Tensor(np.array([True])), 0)
emit_error("outer_bool_error", mnp.outer, Tensor(np.array([True, False])), Tensor(np.array([True])))
emit_error("matrix_power_bool_2_error", mnp.matrix_power, Tensor(np.array([[True, True], [False, True]])), 2)
emit_error("norm_nuc_error", mnp.norm, Tensor(np.ones((2, 2)), ms.float32), "nuc")
emit_error("norm_2_matrix_error", mnp.norm, Tensor(np.ones((2, 2)), ms.float32), 2)
emit_error("norm_bool_inf_error", mnp.norm, Tensor(np.array([True, False])), np.inf)
emit_error("correlate_two_dtypes_error", mnp.correlate, Tensor(np.array([1, 2, 3]), ms.int64), f)
emit_error("correlate_uint8_error", mnp.correlate, Tensor(np.array([1, 2, 3]), ms.uint8),
           Tensor(np.array([1, 2]), ms.uint8))
emit_error("setdiff1d_bool_error", mnp.setdiff1d, Tensor(np.array([True, False])), Tensor(np.array([True])))
emit_error("bincount_uint8_error", mnp.bincount, Tensor(np.array([1, 2]), ms.uint8))
