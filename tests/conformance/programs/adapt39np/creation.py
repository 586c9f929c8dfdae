"""mindspore.numpy array creation, second pass (adapt39np): arange / linspace / windows / diag / trace / diagflat /
ix_ / array / indices / vander arguments as MindSpore 2.10 takes or refuses them."""
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor
from _conf import emit, emit_error

emit("arange_true", mnp.arange(True))
emit("arange_0_true", mnp.arange(0, True))
emit("empty_dtype_none", mnp.empty((2, 3), None).shape)
emit("indices_dtype_none", mnp.indices((2, 3), None))
emit("array_uint8_negative_floats", mnp.array([1.5, -2.5, 3.0], ms.uint8))
emit("array_int8_wraps", mnp.array([1, 200], ms.int8))
for dt in (ms.int8, ms.uint8, ms.bool_, ms.float16):
    emit(f"diagflat_{dt}", mnp.diagflat(Tensor(np.array([[1, 0], [2, 3]]), dt), -1))
emit("ix_bool", mnp.ix_(Tensor(np.array([True, False, True]))))
emit("ix_bool_int", mnp.ix_(Tensor(np.array([True, False, True])), Tensor(np.array([1, 2]), ms.int32)))
emit("trace_3d", mnp.trace(Tensor(np.arange(18).reshape(2, 3, 3), ms.float32), 0, 1, 2))
emit("linspace_tensor_ends", mnp.linspace(Tensor(np.array([0.0, 1.0]), ms.float32),
                                          Tensor(np.array([4.0, 9.0]), ms.float32), 3, axis=-1))
emit("linspace_tensor_retstep", mnp.linspace(Tensor(0.0), Tensor(1.0), 5, retstep=True))


def linspace_loss(a, b):
    return (mnp.linspace(a, b, 4) * mnp.arange(4)).sum()


emit("linspace_grad", ms.grad(linspace_loss, (0, 1))(Tensor(0.5), Tensor(2.0)))
emit("linspace_grad_jit", ms.jit(ms.grad(linspace_loss, (0, 1)))(Tensor(0.5), Tensor(2.0)))


def edges_loss(a):
    return mnp.histogram_bin_edges(a, 3).sum()


emit("histogram_bin_edges_grad", ms.grad(edges_loss)(Tensor(np.array([0.5, -1.0, 2.0]), ms.float32)))
emit("histogram_bin_edges_one_value", mnp.histogram_bin_edges(Tensor(np.array([2.0, 2.0]), ms.float32), 2))
emit("histogram_bin_edges_thirds", mnp.histogram_bin_edges(Tensor(np.array([1.0, 2.0, 5.0]), ms.float32), 3))


@ms.jit
def graph_create(x):
    return mnp.diagflat(x), mnp.arange(True), mnp.indices((2, 2), None)


emit("graph", graph_create(Tensor(np.array([1, 2]), ms.int8)))
emit_error("arange_empty_error", mnp.arange, 5, 0)
emit_error("arange_empty_float_error", mnp.arange, 5.0, 1.0, 2.0)
emit_error("linspace_num0_error", mnp.linspace, 0, 1, 0)
emit_error("zeros_dtype_none_error", mnp.zeros, (2,), None)
emit_error("ones_dtype_none_error", mnp.ones, 3, None)
emit_error("eye_dtype_none_error", mnp.eye, 2, None, 0, None)
emit_error("identity_dtype_none_error", mnp.identity, 2, None)
emit_error("bartlett_float_error", mnp.bartlett, 3.0)
emit_error("hamming_float_error", mnp.hamming, 4.0)
emit_error("hanning_float_error", mnp.hanning, 4.0)
emit_error("diag_list_error", mnp.diag, [1, 2])
emit_error("diag_0d_error", mnp.diag, Tensor(2.0))
emit_error("diag_3d_error", mnp.diag, Tensor(np.ones((2, 2, 2)), ms.float32))
emit_error("trace_1d_error", mnp.trace, Tensor(np.ones(3), ms.float32))
emit_error("histogram_bin_edges_auto_error", mnp.histogram_bin_edges, Tensor(np.array([1.0, 2.0, 5.0])), "auto")
emit_error("vander_bool_error", mnp.vander, Tensor(np.array([True, False])))
