"""Graph code's numpy fallback: a numpy function's 0-d result (``np.sum(x.asnumpy())``, ``np.mean``, ``np.max``) is a
numpy scalar when the graph runs.  ``ms.Tensor(s)`` of it is a 0-d Tensor of its dtype (msgraph had returned the
numpy scalar itself); ``s + x`` with a Tensor x is numpy's operator (an ndarray; msgraph: a Tensor); ``s > 1`` a
numpy bool; ``type(s)`` numpy's scalar type.  (Arithmetic of s with a Python number: numpy 1.x, which MindSpore 2.10
runs on, widens to float64/int64; numpy 2's result keeps s's dtype: not recorded.)  Found by adapting st
compiler/fallback test_graph_fallback_numpy to other dtypes (session 32)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor
from _conf import emit_error


@ms.jit
def tensor_of_sum(x):
    s = np.sum(x.asnumpy())
    return Tensor(s)


@ms.jit
def tensor_of_max(x):
    s = np.max(x.asnumpy())
    return Tensor(s) * 2


@ms.jit
def tensor_of_sum_dtype(x):
    s = np.sum(x.asnumpy())
    return Tensor(s, ms.float64)


@ms.jit
def sum_plus_tensor(x):
    s = np.sum(x.asnumpy())
    return s + x


@ms.jit
def sum_compare(x):
    s = np.sum(x.asnumpy())
    return s > 1


@ms.jit
def sum_type(x):
    s = np.sum(x.asnumpy())
    return isinstance(s, np.ndarray), isinstance(s, np.generic)


@ms.jit
def sum_returned(x):
    return np.sum(x.asnumpy())


@ms.jit
def tensor_in_op(x):
    s = np.mean(x.asnumpy())
    return x - Tensor(s)


for dt in (ms.float16, ms.float32, ms.float64):
    x = Tensor(np.array([1.5, 0.0, -3.25, 4.0]), dt)
    tag = str(dt)
    emit_error("tensor_of_sum_" + tag, tensor_of_sum, x)
    emit_error("tensor_of_max_" + tag, tensor_of_max, x)
    emit_error("tensor_of_sum_dtype_" + tag, tensor_of_sum_dtype, x)
    emit_error("sum_plus_tensor_" + tag, sum_plus_tensor, x)
    emit_error("sum_compare_" + tag, sum_compare, x)
    emit_error("sum_type_" + tag, sum_type, x)
    emit_error("sum_returned_" + tag, sum_returned, x)
    emit_error("tensor_in_op_" + tag, tensor_in_op, x)
for dt in (ms.int32,):   # (np.sum of an int64 array is numpy 1.x's np.longlong, which ms.Tensor refuses)
    x = Tensor(np.array([3, -1, 5, 0]), dt)
    tag = str(dt)
    emit_error("tensor_of_sum_" + tag, tensor_of_sum, x)
    emit_error("tensor_of_max_" + tag, tensor_of_max, x)
    emit_error("sum_compare_" + tag, sum_compare, x)
    emit_error("sum_type_" + tag, sum_type, x)
