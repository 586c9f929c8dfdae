"""Graph code: builtins, comprehensions and loops over a Python list made when the graph runs (``x.tolist()``) run
as Python then, a lambda of the graph code a Python function (frontend/fallback.python_function); IntEnum members
are plain ints; print() of such objects is Python's print (adapt43gs)."""
import enum

import numpy as np

import msgraph as ms
from msgraph import Tensor
from msgraph.frontend.fallback import python_function
from msgraph.frontend.scope import Frame, StagedFunction


def _t():
    return Tensor(np.array([3.0, 1.0, 2.0], np.float32))


class _Mode(enum.IntEnum):
    B = 4


def test_map_any_sorted_comprehension_over_runtime_list():
    @ms.jit
    def f(x):
        l = x.tolist()
        k = 3
        return (list(map(lambda e: e * k, l)), any(e > 2.5 for e in l), all(l), sorted(l, key=lambda e: -e),
                [e + 1 for e in l if e > 1], {i: e for i, e in enumerate(l)})

    assert f(_t()) == ([9.0, 3.0, 6.0], True, True, [3.0, 2.0, 1.0], [4.0, 3.0], {0: 3.0, 1: 1.0, 2: 2.0})


def test_tensor_of_runtime_list_is_a_tensor():
    @ms.jit
    def f(x):
        return Tensor(sorted(x.tolist())) + 1

    out = f(_t())
    assert isinstance(out, Tensor) and out.asnumpy().tolist() == [2.0, 3.0, 4.0]


def test_runtime_list_rebound_in_tensor_while():
    @ms.jit
    def f(x):
        out = []
        while x.sum() < 20:
            x = x * 2
            out = x.tolist()
        return out

    assert f(_t()) == [12.0, 4.0, 8.0]


def test_python_function_of_a_staged_lambda():
    import gast

    node = gast.parse("lambda e, d=1: e * k + d").body[0].value

    class _Parsed:
        def loc(self, n):
            return None

    frame = Frame(_Parsed(), {"k": 10})
    fn = python_function(StagedFunction(node, frame, [1], []))
    assert fn(2) == 21 and fn(2, d=0) == 20


def test_int_enum_member_is_an_int_in_graph_code():
    @ms.jit
    def f(x):
        return x * _Mode.B, _Mode.B, isinstance(_Mode.B, _Mode)

    y, m, inst = f(_t())
    assert y.asnumpy().tolist() == [12.0, 4.0, 8.0] and type(m) is int and m == 4 and inst is False


def test_recursive_and_nested_defs_in_map_over_runtime_list():
    @ms.jit
    def f(x):
        def fact(n):
            return 1 if n <= 1 else n * fact(n - 1)

        def sq(e):
            return e * e
        return list(map(fact, x.tolist())), list(map(lambda e: sq(e) + 1, x.tolist()))

    assert f(_t()) == ([6.0, 1, 2.0], [10.0, 2.0, 5.0])
