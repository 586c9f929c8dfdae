"""ExpandDims/unsqueeze and Squeeze: negative axes, tuples, squeezing a non-1 axis."""
import numpy as np
from mindspore import Tensor, ops
from _opsx_util import check, error

x = Tensor(np.arange(6, dtype=np.float32).reshape(1, 2, 1, 3))
v = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


def ed(a):
    return ops.ExpandDims()(a, -1), ops.expand_dims(a, 0), ops.unsqueeze(a, -1), a.expand_dims(1)


def ed_g(a):
    return ops.ExpandDims()(a, -2)


def sq(a):
    return ops.Squeeze()(a), ops.Squeeze(0)(a), ops.Squeeze((0, 2))(a), ops.squeeze(a, -2), a.squeeze()


def sq_g(a):
    return ops.Squeeze(2)(a)


def sq_bad(a):
    return ops.Squeeze(1)(a)


def unsq_neg2(a):
    return ops.unsqueeze(a, -2)


def ed_bad(a):
    return ops.expand_dims(a, 3)


check("ExpandDims_forms", ed, v)
check("ExpandDims_grad", ed_g, v, grad=True)
check("Squeeze_forms", sq, x)
check("Squeeze_grad", sq_g, x, grad=True)
check("Squeeze_0d_result", sq, Tensor(np.array([[[[5.0]]]], np.float32)))
error("Squeeze_non1_axis", sq_bad, x)
error("ExpandDims_out_of_range", ed_bad, v)
error("unsqueeze_neg2_on_1d", unsq_neg2, v)
error("ExpandDims_0d_axis_neg2", ed_g, Tensor(np.float32(2.0)))
