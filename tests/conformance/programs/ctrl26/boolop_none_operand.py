"""graph_syntax_sweep (ctrl26): ``t and None`` / ``t or None`` with a Tensor ``t`` is Python's operand, chosen when
the graph runs (MindSpore 2.10's LAX join of a Tensor with None): None or the Tensor itself.  msgraph answered a
Python bool (``False``) or a bool Tensor."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error

S = Tensor(np.array(2.0, np.float32))
X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


@ms.jit
def and_none(s):
    return s and None


@ms.jit
def or_none(s):
    return s or None


@ms.jit
def zero_and_none(s):
    return (s * 0) and None


@ms.jit
def zero_or_none(s):
    return (s * 0) or None


@ms.jit
def false_cmp_and_none(x):
    return (x[0] > 5) and None


@ms.jit
def false_cmp_or_none(x):
    return (x[0] > 5) or None


@ms.jit
def int_tensor_or_none(x):
    return x.astype(ms.int32)[1] or None


emit_error("true_tensor_and_none_is_none", and_none, S)
emit_error("true_tensor_or_none_is_the_tensor", or_none, S)
emit_error("zero_tensor_and_none_is_the_tensor", zero_and_none, S)
emit_error("zero_tensor_or_none_is_none", zero_or_none, S)
emit_error("false_comparison_and_none_is_the_bool_tensor", false_cmp_and_none, X)
emit_error("false_comparison_or_none_is_none", false_cmp_or_none, X)
emit_error("int_tensor_or_none_keeps_dtype", int_tensor_or_none, X)
