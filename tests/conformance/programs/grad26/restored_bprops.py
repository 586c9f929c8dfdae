"""Gradients msgraph dropped or computed otherwise (h-grad26, tools/grad_sweep.py): Tensor.masked_scatter (x: dout
off the mask; updates: the masked dout in order, zeros after), ops.bincount's weights (dout at each weight's bin),
ops.lu_unpack (L's strictly lower and U's upper part back into LU_data), ops.batch_norm in inference (no gradient for
the running statistics, as MindSpore's BatchNorm bprop), ops.det of a singular matrix (0: MindSpore's inverse does not
refuse it), ops.inplace_update / P.InplaceAdd and ops.linspace (MindSpore's bprops return zeros; msgraph's Graph mode
already gave zeros for inplace_update with a Tensor index, its PyNative mode the calculus)."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit


def f32(v):
    return Tensor(np.array(v, np.float32))


X34 = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4) * 0.5 - 2)
MASK = Tensor(np.array([[1, 0, 0, 1], [0, 0, 0, 0], [1, 1, 1, 1]], bool))
ROWMASK = Tensor(np.array([1, 0, 0, 1], bool))


def masked_scatter(x, u):
    return x.masked_scatter(MASK, u) * x


def masked_scatter_bcast(x, u):
    return x.masked_scatter(ROWMASK, u) * x


U8 = Tensor(np.arange(8, dtype=np.float32) + 10)
emit("masked_scatter", ms.grad(masked_scatter, (0, 1))(X34, U8))
emit("masked_scatter_broadcast_mask", ms.grad(masked_scatter_bcast, (0, 1))(X34, U8))


def bincount_w(w):
    return ops.bincount(Tensor(np.array([0, 1, 1, 3], np.int32)), w, 5) * f32([1, 2, 3, 4, 5])


emit("bincount_weights", ms.grad(bincount_w)(f32([0.5, 1.5, -2, 3])))

LU = f32([[2, 1, 0.5], [1, 3, 0.2], [0.5, 0.2, 4]])


def lu_l(x):
    return ops.lu_unpack(x, Tensor(np.array([1, 2, 3], np.int32)))[1] * f32([[1, 2, 3]])


def lu_u(x):
    return ops.lu_unpack(x, Tensor(np.array([2, 2, 3], np.int32)))[2] * f32([[1], [2], [3]])


emit("lu_unpack_l", ms.grad(lu_l)(LU))
emit("lu_unpack_u", ms.grad(lu_u)(LU))

BNX = f32([[1, 2, 3, 4], [2, 2, 2, 2], [0, 0, 1, -1]])


def bn_eval(x, rm, rv, w, b):
    return ops.batch_norm(x, rm, rv, w, b, False) * f32([1, 2, 3, 4])


emit("batch_norm_inference", ms.grad(bn_eval, (0, 1, 2, 3, 4))(BNX, f32([0, 1, 0, 1]), f32([1, 2, 1, 0.5]),
                                                               f32([1, -1, 2, 0.5]), f32([0, 1, 2, 3])), rtol=1e-4)


def det(x):
    return ops.det(x)


emit("det_singular", ms.grad(det)(f32([[1, 2], [2, 4]])))
emit("det_zero", ms.grad(det)(f32([[0, 0], [0, 0]])))
emit("det_regular", ms.grad(det)(f32([[2, 1], [1, 3]])))


def upd(x):
    return ops.inplace_update(x, x[:1] * 2, (1,))


def upd_t(x, i):
    return ops.inplace_update(x, x[:1] * 2, i)


def add_rows(x):
    return ops.InplaceAdd((1,))(x, x[:1] * 2)


def lin(x):
    return ops.linspace(x[0], x[1], 4)


X32 = Tensor(np.arange(6, dtype=np.float32).reshape(3, 2))
emit("inplace_update", ms.grad(upd)(X32))
emit("inplace_update_tensor_index", ms.grad(upd_t)(X32, Tensor(np.array([1], np.int32))))
emit("inplace_add", ms.grad(add_rows)(X32))
emit("linspace", ms.grad(lin)(f32([0.5, 2.0])))
