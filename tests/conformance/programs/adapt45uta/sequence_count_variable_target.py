"""adapt45uta: ``seq.count(target)`` of constant Tensors with a Tensor target known only when the graph runs
(MindSpore 2.10 CPU; ut dynamic_sequence/test_sequence_count test_sequence_count_constant_sequence_variable_target
and _2, the targets of the ut graph-syntax re-run).

MindSpore runs SequenceCount when the graph runs: the count is an int (``isinstance(ret, int)``) that is not a
constant (``F.isconstant`` False), and it counts the elements equal to the target's value.  msgraph counted while
compiling, by identity: 0 for every target, a constant (SILENT).  The elements must be one-element Tensors of the
target's dtype (MindSpore's TypeError for another dtype, TensorToScalar's ValueError for more elements).

The dtype pairs MindSpore's CPU kernels compare (measured over a matrix, adapt45uta sweep s1): float32 with a
float32 / float64 target, float64 with float64, int32 with int16 / int32 / int64, int64 with int64; float16, int8,
uint8 and bool elements never (TypeError).  Each element and the target must be of shape () or (1,): a (1, 1)
target is the ValueError.  ``seq.index(t)`` of constant Tensors with such a target checks the same (msgraph
returned the index of an int64 list for a float32 target)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit
from mindspore.ops import functional as F
from _conf import emit_error


@jit
def list_count(target):
    x = [Tensor([1]), Tensor([2]), Tensor([3])]
    ret = x.count(target)
    return isinstance(ret, int), F.isconstant(ret), ret


@jit
def tuple_count(target):
    x = (Tensor([1]), Tensor([2]), Tensor([2]))
    return x.count(target)


@jit
def count_then_add(target):
    n = [Tensor([1.5]), Tensor([2.5])].count(target)
    return n + 1, F.isconstant(n)


@jit
def vector_elements(target):
    return (Tensor([1, 2]), Tensor([2, 2])).count(target)


@jit
def mixed_shapes(target):
    return (Tensor([1.5]), Tensor([2.5]), Tensor(1.5)).count(target)


def typed(dt):
    @jit
    def f(t):
        return [Tensor(np.array([1], dt)), Tensor(np.array([2], dt)), Tensor(np.array(1, dt))].count(t)
    return f


@jit
def index_int64(target):
    return [Tensor([1]), Tensor([2]), Tensor([3])].index(target)


emit_error("list_count_absent", list_count, Tensor([10]))
emit_error("list_count_present", list_count, Tensor([2]))
emit_error("tuple_count_two", tuple_count, Tensor([2]))
emit_error("tuple_count_0d_target", tuple_count, Tensor(2))
emit_error("count_then_add", count_then_add, Tensor(np.array([2.5], np.float32)))
emit_error("count_other_dtype", tuple_count, Tensor([2.0]))
emit_error("count_vector_target", tuple_count, Tensor([2, 2]))
emit_error("count_vector_elements", vector_elements, Tensor([1, 2]))
emit_error("mixed_shapes", mixed_shapes, Tensor([1.5]))
emit_error("count_2d_target", tuple_count, Tensor([[2]]))
for el, tg in [(np.int32, np.int64), (np.int32, np.int16), (np.int64, np.int32), (np.float32, np.float64),
               (np.float64, np.float32), (np.float16, np.float16), (np.int8, np.int8), (np.bool_, np.bool_)]:
    emit_error(f"count_{np.dtype(el).name}_{np.dtype(tg).name}", typed(el), Tensor(np.array([1], tg)))
emit_error("index_int64_hit", index_int64, Tensor([3]))
emit_error("index_int64_float_target", index_int64, Tensor([3.0]))
emit_error("index_int64_int32_target", index_int64, Tensor(np.array([3], np.int32)))
