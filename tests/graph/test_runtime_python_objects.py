"""Graph code: Python objects made when the graph runs (``x.asnumpy().tolist()``, ``set(...)`` of graph values) are
operated on by Python then -- set / frozenset, builtins, ``in``, comparisons, ``not``, ``if`` -- and a ``raise``
whose arguments hold graph values gets MindSpore's text of them (frontend/raising.py)."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import Tensor, nn
from msgraph.frontend.raising import _ArgsText


def _t():
    return Tensor(np.array([1.5, -2.5, 1.5], np.float32))


def test_set_of_runtime_values_is_pythons_set():
    @ms.jit
    def f(x):
        s = set(x.asnumpy().tolist())
        return len(s), sorted(s), 1.5 in s, len(set(x.asnumpy())), sorted(frozenset(x.asnumpy().tolist()))

    assert f(_t()) == (2, [-2.5, 1.5], True, 2, [-2.5, 1.5])


def test_runtime_list_not_compare_and_if():
    @ms.jit
    def f(x):
        a = x.asnumpy().tolist()
        r = 0
        if a:
            r = 1
        return not a, a == [1.5, -2.5, 1.5], a < [2.0], r

    assert f(_t()) == (False, True, True, 1)


def test_for_zip_enumerate_over_a_runtime_list_run_when_the_graph_runs():
    # MindSpore 2.10 (recorded: adapt42gs/for_over_runtime_list): Python's loop and pairs, each run on its values
    @ms.jit
    def f(x):
        l = x.asnumpy().tolist()
        s = 0
        for i, e in enumerate(l):
            if e < 0:
                continue
            s = s + i * e
        return s, list(zip(l, (1, 2, 3)))

    assert f(_t()) == (3.0, [(1.5, 1), (-2.5, 2), (1.5, 3)])
    assert f(Tensor(np.array([1.0, 2.0, 3.0], np.float32)))[0] == 8.0

    @ms.jit(fullgraph=True)
    def strict(x):
        s = 0
        for e in x.asnumpy().tolist():
            s = s + e
        return s

    with pytest.raises(AttributeError, match="MSG302"):   # (STRICT has no asnumpy to make the list with)
        strict(_t())


def test_tensor_conditions_unchanged():
    @ms.jit
    def f(x):
        if x[0] > 0:
            return not x[1] > 0
        return x[0] == x[1]

    out = f(_t())
    assert isinstance(out, Tensor) and bool(out) is True


def test_args_text_matches_mindsporess_layout():
    assert _ArgsText(["a", None, 3])(np.array(1, np.int32)) == "('a', 1, 3)"
    assert _ArgsText([None])(np.array([1, 2])) == "[1 2]"
    assert _ArgsText(["only"])() == "only"


@pytest.mark.parametrize("which, text", [("tuple", "('The input can not be ', 1, '.')"), ("list", "(1, 2)"),
                                         ("key", "'1'")])
def test_graph_raise_message_of_graph_values(which, text):
    class N(nn.Cell):
        def construct(self, y):
            if which == "tuple":
                raise ValueError("The input can not be ", y[0], ".")
            if which == "list":
                raise ValueError([y[0], y[1]])
            raise KeyError(y[0])

    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises((ValueError, KeyError)) as info:
            N()(Tensor(np.array([1, 2], np.int32)))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
    assert str(info.value).splitlines()[0] == text


def test_returned_slice_holding_a_tensor():
    """``return slice(x, 1, 2)``: the slice holds the Tensor, not the graph's placeholder (adapt45pij)."""
    import numpy as np
    import msgraph as ms

    @ms.jit
    def f(x):
        return x + 1, slice(x, 1, 2)

    x = ms.Tensor(np.ones(2, np.float32))
    _, s = f(x)
    assert isinstance(s.start, ms.Tensor) and s.start.tolist() == [1.0, 1.0] and (s.stop, s.step) == (1, 2)
