"""LogicalAnd/Or/Not on bool Tensors, broadcasting, and non-bool inputs."""
import numpy as np
from mindspore import Tensor, ops
from _opsx_util import check, error

p = Tensor(np.array([True, True, False, False]))
q = Tensor(np.array([True, False, True, False]))
i = Tensor(np.array([2, 0, 1, 0], np.int32))

check("LogicalAnd", ops.LogicalAnd(), p, q)
check("LogicalOr", ops.LogicalOr(), p, q)
check("LogicalNot", ops.LogicalNot(), p)
check("logical_and_bcast", ops.logical_and, Tensor(np.array([[True], [False]])), q)
error("LogicalAnd_int", ops.LogicalAnd(), i, i)
error("LogicalNot_int", ops.LogicalNot(), i)
error("logical_and_f_int", ops.logical_and, i, p)
error("logical_not_f_float", ops.logical_not, Tensor(np.array([0.0, 1.5], np.float32)))
error("logical_or_f_int", ops.logical_or, i, i)
