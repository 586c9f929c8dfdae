"""Ops MindSpore 2.10 defines no bprop for, under a gradient: `ops.unique_consecutive` (any output: the values, the
counts, through a cast of an integer input) and `ops.unique_with_pad` are its RuntimeError "Illegal primitive
UniqueConsecutive's / UniqueWithPad's bprop not defined" in both modes -- msgraph returned zero gradients (its ops
were non-differentiable).  `ops.heaviside` through Select's condition is that RuntimeError in Graph mode (its
PyNative skips the condition's zero), as through a cast in both; msgraph's Graph mode computed it.  Ops with defined
zero gradients (bincount, nonzero, argwhere, masked_select) and a stop_gradient in between differentiate.  Through
Select's condition of a comparison (PyNative: computed), Graph mode raises for Histogram (msgraph computed), Qr and
Cummax; LogicalXor's bool inputs carry no gradient (both modes compute)."""
import numpy as np
import mindspore as ms
from mindspore import ops
from _conf import emit_error

A = ms.Tensor(np.array([1.0, 1.0, 3.0, 0.5], np.float32))
B = ms.Tensor(np.array([1.0, 2.5, 3.0, 4.0], np.float32))


def grads(f):
    return lambda: ms.grad(f, grad_position=(0, 1))(A, B)


def uc_values(a, b):
    return ops.unique_consecutive(a)[0].sum() * b


def uc_int_input(a, b):
    return ops.unique_consecutive(a.astype(ms.int32))[0].astype(ms.float32).sum() * b


def uc_counts(a, b):
    return ops.unique_consecutive(a, return_counts=True)[1].astype(ms.float32).sum() * b


def uc_times_zero(a, b):
    return ops.unique_consecutive(a)[0].sum() * 0 + b


def uc_stop(a, b):
    return ops.stop_gradient(ops.unique_consecutive(a)[0]).sum() * b


def uwp(a, b):
    return ops.unique_with_pad(a.astype(ms.int32), 4)[0].astype(ms.float32).sum() * b


def heaviside_cast(a, b):
    return ops.heaviside(a, b).astype(ms.float32) * b


def heaviside_select(a, b):
    return ops.select(ops.heaviside(a, b) > 0.5, a, b * 2)


def bincount(a, b):
    return ops.bincount(a.astype(ms.int32)).astype(ms.float32).sum() * b


def nonzero(a, b):
    return ops.nonzero(a).astype(ms.float32).sum() * b


def argwhere(a, b):
    return ops.argwhere(a).astype(ms.float32).sum() * b


def masked_select(a, b):
    return ops.masked_select(a, a > 1).sum() * b


M = ms.Tensor(np.array([[1.0, 3.0, 2.0], [0.5, 0.2, 4.0]], np.float32))
N = ms.Tensor(np.array([[1.0, 2.5, 3.0], [4.0, 1.0, 2.0]], np.float32))


def histc_select(a, b):
    return ops.select(ops.histc(a, 3).sum() > 2, a, b)


def qr_select(a, b):
    return ops.select(ops.qr(a.T)[1].sum() > 0, a, b)


def cummax_select(a, b):
    return ops.select(ops.cummax(a, 1)[1] > 0, a, b)


def xor_select(a, b):
    return ops.select(ops.logical_xor(a > 1, b > 1), a, b)


for name, f in [("histc_select", histc_select), ("qr_select", qr_select), ("cummax_select", cummax_select),
                ("xor_select", xor_select)]:
    emit_error(name, lambda f=f: ms.grad(f, grad_position=(0, 1))(M, N))
for name, f in [("uc_values", uc_values), ("uc_int_input", uc_int_input), ("uc_counts", uc_counts),
                ("uc_times_zero", uc_times_zero), ("uc_stop", uc_stop), ("unique_with_pad", uwp),
                ("heaviside_cast", heaviside_cast), ("heaviside_select", heaviside_select), ("bincount", bincount),
                ("nonzero", nonzero), ("argwhere", argwhere), ("masked_select", masked_select)]:
    emit_error(name, grads(f))
