"""graph_syntax_sweep (ctrl26): MindSpore 2.10 compiles a lambda anywhere in graph code -- called where it is built,
in a tuple or dict, as a ternary's value, in a comprehension, with defaults, nested in another lambda -- and
``sorted(..., key=lambda ...)`` / ``functools.reduce(lambda ...)`` on constants.  msgraph refused all but a lambda
bound to a name or passed as an argument (MSG208), and handed Python builtins a function they could not call."""
import functools
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error

X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


@ms.jit
def called_inline(x):
    return (lambda v: v + 1)(x)


@ms.jit
def in_tuple(x):
    fs = (lambda v: v + 1, lambda v: v * 2)
    return fs[1](x)


@ms.jit
def in_dict(x):
    d = {'a': lambda v: v - 1}
    return d['a'](x)


@ms.jit
def ternary_choice(x, n):
    g = (lambda v: v + 1) if n > 1 else (lambda v: v - 1)
    return g(x)


@ms.jit
def in_comprehension(x):
    return [(lambda v: v * i)(x) for i in range(2)]


@ms.jit
def no_argument(x):
    return x + (lambda: 3)()


@ms.jit
def with_default(x):
    y = 2
    return (lambda v, w=y: v * w)(x)


@ms.jit
def nested(x):
    g = lambda v: (lambda w: w * 3)(v)
    return g(x)


@ms.jit
def closure(x):
    k = 5
    return (lambda: k * x)()


@ms.jit
def sorted_key(x):
    return sorted((3, 1, 2), key=lambda q: -q), sorted(((1, 'b'), (2, 'a')), key=lambda p: p[1])


@ms.jit
def reduce_lambda(x):
    return functools.reduce(lambda a, b: a * b, (1, 2, 3, 4)), tuple(map(lambda v: v * 2, (1, 2)))


emit_error("called_inline", called_inline, X)
emit_error("in_tuple", in_tuple, X)
emit_error("in_dict", in_dict, X)
emit_error("ternary_choice", ternary_choice, X, 2)
emit_error("in_comprehension", in_comprehension, X)
emit_error("no_argument", no_argument, X)
emit_error("with_default", with_default, X)
emit_error("nested", nested, X)
emit_error("closure", closure, X)
emit_error("sorted_key", sorted_key, X)
emit_error("reduce_lambda", reduce_lambda, X)
