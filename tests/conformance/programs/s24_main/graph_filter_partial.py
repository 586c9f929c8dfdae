"""From MindSpore's static-graph syntax tutorial (tutorials/source_en/compile/python_builtin_functions.md, filter;
statements.md, partial): in graph code `filter` returns a list, of a tuple too, and `ops.partial` binds keyword
arguments as functools.partial does (msgraph returned a tuple and refused the keywords).  PyNative's ops.partial
refuses keywords in MindSpore 2.10 (a TypeError), recorded here too."""
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit, emit_error


def is_odd(x):
    return x % 2 == 1


def add(x, y):
    return x + y


def sub(x, y, z=1):
    return x - y - z


@ms.jit
def filters():
    a = filter(is_odd, (1, 2, 3, 4, 5))
    b = filter(is_odd, [6, 7, 8, 9])
    return a, b, len(a) + len(b)


@ms.jit
def partials(t):
    p = ops.partial(add, x=2)
    r = ops.partial(add, y=10)
    q = ops.partial(sub, 10, z=3)
    return p(y=3), r(1), r(x=2), q(4), q(y=1), q(t, z=t)


def types(out):
    return [type(v).__name__ for v in out]


if ms.get_context("mode") == ms.GRAPH_MODE:
    out = filters()
    emit("filter_values", out)
    emit("filter_types", types(out))
    res = partials(Tensor(5))
    emit("partial_keywords", res)
else:
    emit_error("pynative_partial_keyword", lambda: ops.partial(add, x=2)(y=3))
    emit("pynative_partial_positional", ops.partial(add, 1)(5))
