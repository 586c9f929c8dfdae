"""What a graph returns for dynamic-length sequences (MindSpore 2.10's tests/st/compiler/graph_syntax/
python_builtin_functions/test_dynamic_sequence_list_comp.py, found by logging jit return values): a list that a
comprehension or a for loop builds over a dynamic-length sequence (or range(len(dyn))) comes back with its numbers
as 0-d Tensors (int64, float32); a slice, concatenation or repetition of one as a plain tuple/list of Python
numbers. msgraph returned Python numbers, and its mutable tuple class for slices."""
import mindspore as ms
from mindspore import jit, mutable, nn, Tensor
from _conf import emit


def kind(v):
    if isinstance(v, (list, tuple)):
        return [type(v).__name__] + [kind(x) for x in v]
    if isinstance(v, Tensor):
        return ["Tensor", str(v.dtype), list(v.shape), v.asnumpy().tolist()]
    return [type(v).__name__, v]


@jit
def comp(x):
    return [i + 1 for i in x]


@jit
def comp_copy(x):
    return [i for i in x]


@jit
def comp_range(x):
    return [i + 1 for i in range(len(x))]


@jit
def loop_append(x):
    out = []
    for i in x:
        out.append(i * 2)
    return out


@jit
def seq_ops(x):
    return x[1:], x + (1,), x * 2, x[::-1], list(x), [x[0], x[1]], sum(x), (x[0] + 1, x[1])


class RangeComp(nn.Cell):
    def construct(self, x):
        x = [i for i in range(len(x))]
        return x


emit("comp", kind(comp(mutable((100, 200, 300), True))))
emit("comp_float", kind(comp(mutable([1.5, 2.5], True))))
emit("comp_fixed_length", kind(comp(mutable((1, 2)))))
emit("comp_constant", kind(comp((1, 2))))
emit("comp_tensors", kind(comp(mutable((Tensor(1), Tensor(2)), True))))
emit("comp_copy", kind(comp_copy(mutable((100, 200, 300), True))))
emit("comp_range", kind(comp_range(mutable((100, 200, 300), True))))
emit("loop_append", kind(loop_append(mutable((100, 200, 300), True))))
emit("seq_ops", kind(seq_ops(mutable((100, 200, 300), True))))
emit("range_comp_cell", kind(RangeComp()(mutable([Tensor(1), Tensor(2), Tensor(3), Tensor(4)], True))))
