"""jit(capture_mode='bytecode') (PIJit): compiled from source like 'ast'; a signature the graph compiler
rejects runs as Python (PyNative's values), fullgraph=True raises Unsupported instead; get_code_extra
reports which of the two happened."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import nn, ops
from msgraph._c_expression import get_code_extra
from msgraph.common._pijit_context import PIJitCaptureContext, Unsupported


def t(x):
    return ms.Tensor(np.asarray(x, np.float32))


def test_rejected_code_runs_as_python_and_counts_one_break():
    def f(x):
        s = {1, 2}            # a set: refused by the graph compiler (MSG204)
        return x * len(s)

    g = ms.jit(f, capture_mode="bytecode")
    assert get_code_extra(f) is None
    np.testing.assert_array_equal(g(t([1, 2])).asnumpy(), [2, 4])
    g(t([1, 2]))
    rec = get_code_extra(f)
    assert rec["break_count_"] == 1 and rec["code"]["compiled_code_"] is f.__code__
    assert rec["code"]["call_count_"] == 2 and rec["compile_count_"] == 0
    with pytest.raises(Unsupported):
        ms.jit(f, capture_mode="bytecode", fullgraph=True)(t([1.0]))


def test_one_graph_record_and_run_errors_propagate():
    def f(x, y):
        return ops.add(x, y)

    g = ms.jit(f, capture_mode="bytecode")
    g(t([1.0]), t([2.0]))
    rec = get_code_extra(g.__wrapped__)
    assert rec["stat"] == "GRAPH_CALLABLE" and rec["break_count_"] == 0 and rec["code"]["phase_"]
    with pytest.raises(ValueError):
        g(t(np.ones((2, 3))), t(np.ones(4)))   # PyNative's error for the shape mismatch


def test_capture_context_wraps_cells_and_writes_arguments_back():
    class Net(nn.Cell):
        def construct(self, x, lst):
            lst.append(x + 1)
            return x * 2

    net = Net()
    run = PIJitCaptureContext(jit_config={"compile_with_try": False})(net)
    lst = []
    np.testing.assert_array_equal(run(t([1.0]), lst).asnumpy(), [2.0])
    assert len(lst) == 1 and float(lst[0].asnumpy()[0]) == 2.0
    assert get_code_extra(run)["break_count_"] == 0


def test_several_for_clauses_in_one_graph():
    @ms.jit(capture_mode="bytecode")
    def f(x):
        return x + sum(a * b for a in (1, 2) for b in (3, 4))

    assert float(f(t(0.0)).asnumpy()) == 21.0
    assert get_code_extra(f.__wrapped__)["break_count_"] == 0


_OUTER = []


def test_outer_list_write_runs_as_python_at_every_call_and_leaves_no_graph_value():
    # (adapt38pj) a module global's list written by graph code: the function runs as Python (each call appends
    # once, fullgraph=True too); nothing of the rejected graph stays in the list
    def f(x):
        _OUTER.append(x * 2)
        _OUTER.append(len(_OUTER))
        return x + 1

    _OUTER.clear()
    g = ms.jit(f, capture_mode="bytecode")
    g(t([1.0]))
    g(t([1.0]))
    assert [type(v).__name__ for v in _OUTER] == ["Tensor", "int", "Tensor", "int"] and _OUTER[3] == 3
    assert get_code_extra(f)["break_count_"] >= 1
    _OUTER.clear()
    ms.jit(f, capture_mode="bytecode", fullgraph=True)(t([1.0]))
    assert len(_OUTER) == 2 and isinstance(_OUTER[0], ms.Tensor)

    def closure():
        acc = {}

        def h(x, k):
            if x.sum() > 0:          # a Tensor condition choosing the write: runs as Python too
                acc[k] = x
            return x
        return h, acc
    h, acc = closure()
    hj = ms.jit(h, capture_mode="bytecode")
    hj(t([1.0]), 'a')
    hj(t([-1.0]), 'b')
    assert list(acc) == ['a']


def test_fstring_spec_of_run_time_numbers():
    # (adapt38pj) bytecode capture formats x.item() with its spec as Python; 'ast' graphs ignore the spec (MindSpore)
    def f(x):
        return f'{x.item():.3f}|{int(x.item()):03d}'

    assert ms.jit(f, capture_mode="bytecode")(t(2.5)) == '2.500|002'
    with pytest.raises(TypeError):
        ms.jit(lambda x: f'{x.sum():.2f}', capture_mode="bytecode")(t([1.0]))


def test_fullgraph_runs_python_constructs_msgraph_cannot_compile():
    # (adapt38pj) try / with / yield: msgraph's graph compiler refuses them, MindSpore's capture takes them whole, so
    # fullgraph=True runs them as Python; a construct at which MindSpore breaks still raises Unsupported
    def f(x):
        try:
            raise ValueError("a")
        except ValueError:
            return x * 2

    np.testing.assert_array_equal(ms.jit(f, capture_mode="bytecode", fullgraph=True)(t([1.0])).asnumpy(), [2.0])

    def g(x):
        if x.sum() > 0:
            return x
        return -x

    with pytest.raises(Unsupported):
        ms.jit(g, capture_mode="bytecode", fullgraph=True)(t([1.0]))


def test_mutable_default_written_runs_as_python():
    # (adapt38pj) a list default written by a bytecode function is shared by the calls, as in Python (MindSpore 2.10
    # drops the writes: x * 1 twice, an empty default; msgraph appended once at compile time)
    def f(x, acc=[]):
        acc.append(1)
        return x * len(acc)

    g = ms.jit(f, capture_mode="bytecode")
    np.testing.assert_array_equal(g(t([1.0])).asnumpy(), [1.0])
    np.testing.assert_array_equal(g(t([1.0])).asnumpy(), [2.0])
    assert f.__defaults__[0] == [1, 1]
    np.testing.assert_array_equal(g(t([1.0]), [5]).asnumpy(), [2.0])   # a list passed: not the default
    assert f.__defaults__[0] == [1, 1]


def test_outer_write_before_a_tensor_branch_happens_once():
    # (adapt38pj) an extend done while compiling, then a Tensor branch writing the list: the break gives the list its
    # contents at entry back before the function runs as Python (it was extended twice)
    def f(x):
        _OUTER.extend([5])
        if x.sum() > 0:
            _OUTER.append(1)
        return x

    _OUTER.clear()
    ms.jit(f, capture_mode="bytecode")(t([1.0]))
    assert _OUTER == [5, 1]


def test_bytecode_compares_constant_sequences_as_python():
    # (adapt41pj) bytecode capture compiles the function (no break) yet ``==`` of constant tuples / lists is
    # Python's; plain jit keeps MindSpore's type-strict sequence equality
    def f(x):
        return x * 2, (1, 2) == (1, 2.0), [0] != [False], (1,) == (True,)

    _, *bc = ms.jit(f, capture_mode="bytecode")(t([1.0]))
    assert bc == [True, False, True]
    assert get_code_extra(f)["break_count_"] == 0
    _, *ast = ms.jit(f)(t([1.0]))
    assert ast == [False, True, False]


def test_bytecode_list_remove_needing_a_tensor_truth_runs_as_python():
    # (adapt41pj) ``x == 2`` is known when the function runs: the graph breaks and Python removes the item
    def f(x):
        lst = [x, 1, 2, 3]
        lst.remove(2)
        return lst

    out = ms.jit(f, capture_mode="bytecode")(t(9.0))
    assert len(out) == 3 and out[1:] == [1, 3]
    assert get_code_extra(f)["break_count_"] == 1
    assert ms.jit(f, capture_mode="bytecode")(t(2.0)) == [1, 2, 3]


def test_code_extra_reports_capture_breaks_of_dict_zip_and_enumerate_start():
    """MindSpore's capture breaks at dict(zip(...)) / enumerate(seq, start=1); msgraph compiles them and
    get_code_extra reports the break (adapt45pij)."""
    import msgraph as ms
    from msgraph._c_expression import get_code_extra

    def f(a, b):
        return dict(zip(["x", "y"], [a, b]))["x"] + 1

    def g(seq):
        return [i + v for i, v in enumerate(seq)]

    t = ms.Tensor(np.ones(2, np.float32))
    ms.jit(f, capture_mode="bytecode")(t, t)
    ms.jit(g, capture_mode="bytecode")((t, t))
    assert get_code_extra(f)["break_count_"] == 1
    assert get_code_extra(g)["break_count_"] == 0
