"""vmap internals: graph code lowers it to plain IR (no run-time Python), gradients through it match
finite differences in both modes, and the per-slice control flow and in-place writes behave as the
loop over slices does.  (MindSpore's recorded behaviour: tests/conformance/programs/vmap.)"""
import numpy as np
import pytest

import msgraph as ms
from msgraph import ops
from msgraph.compiler import CompileOptions, lower
from msgraph.testing.gradcheck import check_grad

MODES = pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE], ids=["pynative", "graph"])


def _f(a, b):
    return ops.sin(a * b) + a * a


def test_graph_code_has_no_runtime_python():
    def g(x, y):
        return ms.vmap(_f, (1, None), 0)(x, y)

    x = ms.Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    y = ms.Tensor(np.array([0.5, -1.0], np.float32))
    graph = lower(g, (x, y), {}, CompileOptions("O1", "LAX", "g"))
    names = [n.name for n in graph.walk()]
    assert not any("PyExecute" in n for n in names), names
    assert graph.block.results[0].aval.shape == (3, 2)


@MODES
def test_grad_through_vmap_matches_finite_differences(mode):
    x = ms.Tensor(np.linspace(-1.0, 1.0, 6).reshape(2, 3))
    y = ms.Tensor(np.array([0.3, -0.7, 1.1]))

    def loss(a, b):
        return ms.vmap(_f, (0, None), 1)(a, b).sum()

    with ms.context_scope(mode=mode):
        assert check_grad(loss, x, y)


@MODES
def test_vmap_of_grad_is_the_loop(mode):
    x = np.linspace(-1.0, 1.0, 6).reshape(3, 2)
    with ms.context_scope(mode=mode):
        cube_sum = lambda a: (a * a * a).sum()
        got = ms.vmap(ms.grad(cube_sum), 0, 0)(ms.Tensor(x)).asnumpy()
    np.testing.assert_allclose(got, 3 * x * x, rtol=1e-12)


@MODES
def test_tensor_condition_per_slice(mode):
    def f(a):
        if a.sum() > 0:
            return a * 2
        return -a

    x = np.array([[1.0, 2.0], [-3.0, 1.0], [0.5, -0.25]], np.float32)
    with ms.context_scope(mode=mode):
        got = ms.vmap(f)(ms.Tensor(x)).asnumpy()
    want = np.stack([r * 2 if r.sum() > 0 else -r for r in x])
    np.testing.assert_array_equal(got, want)


@MODES
def test_in_place_write_to_a_slice_reaches_the_argument(mode):
    p = ms.Parameter(ms.Tensor(np.zeros((2, 3), np.float32)), name="p")
    v = ms.Tensor(np.array([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], np.float32))

    def write(slot, val):
        ops.assign(slot, val)
        return slot

    with ms.context_scope(mode=mode):
        out = ms.vmap(write, (1, 0), 1)(p, v)
    np.testing.assert_array_equal(out.asnumpy(), v.asnumpy().T)
    np.testing.assert_array_equal(p.asnumpy(), v.asnumpy().T)


@MODES
def test_mapped_output_with_none_axis_is_an_error(mode):
    with ms.context_scope(mode=mode):
        with pytest.raises(RuntimeError, match="source is not None and dst is None"):
            fn = lambda a: (a, a.sum())   # noqa: E731 (MindSpore parses a lambda only on its own line)
            ms.vmap(fn, 0, (0, None))(ms.Tensor(np.arange(4, dtype=np.float32).reshape(2, 2)))
