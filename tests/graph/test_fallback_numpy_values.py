"""Graph code: x.asnumpy() values are numpy arrays when the graph runs; branch shape joins; bprop checks."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import Parameter, Tensor, nn, ops
from msgraph.ops import composite as C


def test_asnumpy_returns_ndarray_with_numpy_dtypes():
    @ms.jit
    def f(x):
        a = x.asnumpy()
        return a, a + 1.5, -a, Tensor(a * 0.5), x + 1

    a, b, c, d, e = f(Tensor(np.array([4, 3], np.int64)))
    assert type(a) is np.ndarray and a.dtype == np.int64
    assert type(b) is np.ndarray and b.dtype == np.float64 and b.tolist() == [5.5, 4.5]
    assert type(c) is np.ndarray and c.tolist() == [-4, -3]
    assert isinstance(d, Tensor) and d.dtype == ms.float64
    assert isinstance(e, Tensor) and e.dtype == ms.int64


def test_branches_of_one_rank_join_into_a_dynamic_shape():
    @ms.jit
    def f(x, c):
        if c > 0:
            y = x[:2]
        else:
            y = x
        return y * 2

    x = Tensor(np.arange(3.0, dtype=np.float32))
    assert f(x, Tensor(1)).asnumpy().tolist() == [0.0, 2.0]
    assert f(x, Tensor(-1)).asnumpy().tolist() == [0.0, 2.0, 4.0]


def test_branches_of_different_ranks_join_as_the_branch_value():
    # MindSpore 2.10 joins them into a dynamic-rank Tensor: the branch taken decides (checked with the oracle)
    @ms.jit
    def f(x, c):
        if c > 0:
            y = x.reshape(3, 1)
        else:
            y = x
        return y

    x = Tensor(np.arange(3.0, dtype=np.float32))
    assert f(x, Tensor(1)).shape == (3, 1)
    assert f(x, Tensor(-1)).shape == (3,)


def test_bprop_reading_a_parameter_is_refused_without_a_gradient_path():
    class WithParameter(nn.Cell):
        def __init__(self):
            super().__init__()
            self.p = Parameter(Tensor(2.0), "p")

        def construct(self, x, y):
            return self.p * x + y

        def bprop(self, x, y, out, dout):
            return self.p * dout, dout

    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(RuntimeError, match="does not support using Parameter"):
            C.GradOperation(get_all=True)(WithParameter())(ms.mutable(1), 2)
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_mixed_tuple_indexed_when_the_graph_runs_keeps_element_types():
    @ms.jit
    def f(x):
        m = (x.asnumpy(), "abcd", x + 1)
        i = ms.mutable(0)
        j = ms.mutable(2)
        return m[i], m[j], (x.asnumpy(), 10, "a").index(np.array([4]))

    a, b, k = f(Tensor(np.array([4], np.int64)))
    assert type(a) is np.ndarray and isinstance(b, Tensor) and k == 0


def test_and_with_a_numpy_array_runs_python_and():
    @ms.jit
    def f(x):
        return x and np.array([1, 2, 3])

    assert type(f(Tensor([1]))) is np.ndarray
    assert isinstance(f(Tensor([0])), Tensor)


def test_numpy_methods_of_asnumpy():
    @ms.jit
    def f(x):
        a = x.asnumpy()
        return a.sum(), a.dtype, a.reshape(2, 1)

    s, dt, r = f(Tensor(np.array([4, 3], np.int64)))
    assert type(s) is np.int64 and s == 7 and dt == np.int64 and type(r) is np.ndarray and r.shape == (2, 1)


def test_while_on_a_constant_tensor_growing_a_list_unrolls():
    # MindSpore 2.10 evaluates Tensor(sum(y)) < Tensor([15]) at compile time and unrolls (checked with the oracle)
    @ms.jit
    def f(a):
        y = [1, 2, 3, 4, 2, 2]
        while Tensor(sum(y)) < Tensor([15]):
            y.append(3)
        return a + len(y), Tensor(y)

    n, y = f(Tensor(1))
    assert int(n) == 8 and y.asnumpy().tolist() == [1, 2, 3, 4, 2, 2, 3]


def test_map_over_numpy_arrays_is_a_python_map():
    @ms.jit
    def f():
        x = Tensor(np.array([1, 2, 3])).asnumpy()
        return map(lambda v: v + 1, x), tuple(map(lambda v: v * 2, x))

    m, t = f()
    assert isinstance(m, map) and [int(v) for v in m] == [2, 3, 4]
    assert [int(v) for v in t] == [2, 4, 6]


def test_while_on_a_tensor_growing_a_list_runs_when_the_graph_runs():
    # MindSpore 2.10's dynamic sequence: the loop's list and numbers are run-time values (checked with the oracle)
    @ms.jit
    def f(x, n):
        out = []
        i = 0
        while i < n:
            x = x + 1
            out.append(i)
            i = i + 1
        return x * 2, out, len(out)

    x = Tensor(np.zeros(2, np.float32))
    y, out, k = f(x, Tensor(3))
    assert y.dtype == ms.float32 and y.asnumpy().tolist() == [6.0, 6.0] and k == 3
    assert [int(v) for v in out] == [0, 1, 2] and all(isinstance(v, Tensor) and v.dtype == ms.int64 for v in out)
    y, out, k = f(x, Tensor(1))        # a second run starts from an empty list again
    assert y.asnumpy().tolist() == [2.0, 2.0] and k == 1 and len(out) == 1


def test_if_on_a_tensor_growing_a_list_or_dict_runs_when_the_graph_runs():
    # MindSpore 2.10 (LAX) runs these (recorded: st_compiler12/if_tensor_grow); STRICT keeps MSG409
    @ms.jit
    def f(x):
        a = [1, 2]
        d = {"a": 1}
        if x > 1:
            a.append(x)
            d["b"] = x * 2
        else:
            a.pop()
        a.append(7)          # a later change of the run-time list runs when the graph runs too
        return a, d, a[0] + x

    a, d, s = f(Tensor(2))
    assert a[:2] == [1, 2] and int(a[2]) == 2 and a[3] == 7 and int(d["b"]) == 4 and int(s) == 3
    a, d, s = f(Tensor(0))     # each run starts from the compile-time contents
    assert a == [1, 7] and d == {"a": 1} and int(s) == 1

    @ms.jit
    def in_unrolled_loop(x):
        a = []
        for i in range(3):
            if x > i:
                a.append(i)
        return a

    assert in_unrolled_loop(Tensor(2)) == [0, 1] and in_unrolled_loop(Tensor(0)) == []

    @ms.jit(fullgraph=True)
    def strict(x):
        a = [1]
        if x > 1:
            a.append(2)
        return a

    with pytest.raises(TypeError, match="MSG409"):
        strict(Tensor(2))


def test_while_on_a_tensor_growing_a_dict_runs_when_the_graph_runs():
    @ms.jit
    def f(x):
        d = {"a": 1}
        i = 0
        while i < x:
            d[str(i)] = i          # numbers stay numbers (MindSpore 2.10, checked with the oracle)
            i = i + 1
        return d

    assert f(Tensor(2)) == {"a": 1, "0": 0, "1": 1} and f(Tensor(0)) == {"a": 1}


def test_dict_item_assigned_in_a_tensor_while_is_carried():
    # was silently the first iteration's value (the dict was not carried around the loop)
    @ms.jit
    def f(x):
        d = {"a": x, "b": 1}
        i = 0
        while i < x:
            d["a"] = d["a"] + i
            i = i + 1
        return d

    d = f(Tensor(3))
    assert int(d["a"]) == 6 and d["b"] == 1


def test_python_run_when_the_graph_runs_gets_the_callers_tensors():
    # MindSpore's fallback hands the caller's own objects to Python: an input list that goes through a
    # run-time join (dicts of different keys) comes back holding the same Tensors (st fallback
    # test_return_dict_in_if_else compares the dicts, which is an identity check first)
    @ms.jit
    def f(x, key):
        if key > 0:
            y = {"abc": x, "number": [1, 2, 3]}
        else:
            y = {"cba": x, "number": [3, 2, 1]}
        return y

    x = [Tensor([1]), {0: Tensor([1, 2, 3])}]
    out = f(x, Tensor(-1))
    assert out == {"cba": x, "number": [3, 2, 1]}
    assert out["cba"][0] is x[0] and out["cba"][1][0] is x[1][0]


def test_while_on_a_tensor_rebinding_a_tuple_to_another_length_runs_when_the_graph_runs():
    # MindSpore 2.10 gives Python's tuple (recorded: adapt42gs/tuple_grows_in_tensor_while); carried leaf by leaf,
    # the added leaves were dropped.  STRICT keeps MSG409.
    @ms.jit
    def f(x):
        t = (x,)
        while x.sum() < 20:
            x = x * 2
            t = t + (x,)
        return t, len(t)

    t, n = f(Tensor(np.array([1.0, 2.0], np.float32)))
    assert n == 4 and [v.asnumpy().tolist() for v in t] == [[1, 2], [2, 4], [4, 8], [8, 16]]
    t, n = f(Tensor(np.array([30.0], np.float32)))        # a second run starts from the one-element tuple
    assert n == 1 and t[0].asnumpy().tolist() == [30.0]

    @ms.jit(fullgraph=True)
    def strict(x):
        t = ()
        while x.sum() < 20:
            x = x * 2
            t = t + (1,)
        return t

    with pytest.raises(TypeError, match="MSG409"):
        strict(Tensor(np.array([1.0], np.float32)))
