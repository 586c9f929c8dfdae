"""GatherNd / ScatterNd / TensorScatter*, ScatterNdUpdate, GatherD, ArgMaxWithValue, TopK, Sort,
ReverseV2, ReverseSequence, Pad and the compositions (Shape, Slice, Unstack, AddN, ...)."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import nn, ops
from msgraph.ops.array_extra import IndicesRangeError

from _ops_helpers import T, both_modes

X = np.array([[1.0, 5.0, 3.0], [4.0, 2.0, 6.0]], np.float32)
IDX = np.array([[0, 1], [1, 2]], np.int32)


def test_gather_scatter_values_and_both_modes():
    def f(x, i):
        return (ops.GatherNd()(x, i), ops.ScatterNd()(i, ops.GatherNd()(x, i), (2, 3)),
                ops.TensorScatterUpdate()(x, i, T([9.0, 8.0])), ops.tensor_scatter_add(x, i, T([1.0, 1.0])))
    g, s, u, a = both_modes(f, T(X), T(IDX, np.int32))
    np.testing.assert_array_equal(g.asnumpy(), [5.0, 6.0])
    np.testing.assert_array_equal(s.asnumpy(), [[0, 5, 0], [0, 0, 6]])
    np.testing.assert_array_equal(u.asnumpy(), [[1, 9, 3], [4, 2, 8]])
    np.testing.assert_array_equal(a.asnumpy(), [[1, 6, 3], [4, 2, 7]])
    rows = ops.gather_nd(T(X), T([[1], [0]], np.int64))
    np.testing.assert_array_equal(rows.asnumpy(), X[[1, 0]])


def test_scatter_nd_accumulates_duplicates():
    out = ops.scatter_nd(T([[1], [1], [0]], np.int32), T([1.0, 2.0, 3.0]), (3,))
    np.testing.assert_array_equal(out.asnumpy(), [3.0, 3.0, 0.0])


def test_nd_indices_with_an_empty_last_dimension_address_the_whole_tensor():
    """indices (..., 0): GatherNd repeats x once per index row, ScatterNd sums the updates into the whole output, and
    GatherNd's gradient (ScatterNd of the ones) counts the rows -- in both modes (adapt42ops)."""
    def f(x, i):
        return ops.GatherNd()(x, i), ops.ScatterNd()(i, ops.GatherNd()(x, i), (2, 3))
    g, s = both_modes(f, T(X), T(np.zeros((2, 0), np.int32), np.int32))
    np.testing.assert_array_equal(g.asnumpy(), np.stack([X, X]))
    np.testing.assert_array_equal(s.asnumpy(), 2 * X)
    grad = ms.grad(lambda x: ops.GatherNd()(x, T(np.zeros((3, 1, 0), np.int64), np.int64)).sum())(T(X))
    np.testing.assert_array_equal(grad.asnumpy(), np.full(X.shape, 3.0, np.float32))


@pytest.mark.parametrize("dt", ["int8", "uint8", "uint16", "uint32", "uint64"])
def test_index_kernels_take_int16_32_64_only(dt):
    """MindSpore 2.10's CPU Gather / GatherNd / ScatterNd kernels: the other integer index dtypes are TypeErrors."""
    i = T(np.array([[1], [0]], dt), dt)
    for call in (lambda: ops.GatherNd()(T(X), i), lambda: ops.Gather()(T(X), T(np.array([1, 0], dt), dt), 0),
                 lambda: ops.ScatterNd()(i, T(X), (2, 3))):
        with pytest.raises(TypeError):
            call()
    np.testing.assert_array_equal(ops.GatherNd()(T(X), T(np.array([[1], [0]], np.int16), np.int16)).asnumpy(), X[[1, 0]])


def test_gather_nd_errors():
    with pytest.raises(TypeError):
        ops.GatherNd()(T(X), T([[0.0, 1.0]]))
    with pytest.raises(RuntimeError):
        ops.GatherNd()(T(X), T([[5, 1]], np.int32))
    assert issubclass(IndicesRangeError, RuntimeError)
    with pytest.raises(ValueError):
        ops.ScatterNd()(T([[0]], np.int32), T([1.0, 2.0]), (3,))


class _Upd(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = ms.Parameter(T(np.zeros((2, 3))), name="p")
        self.upd = ops.ScatterNdUpdate()
        self.add = ops.ScatterNdAdd()

    def construct(self, i, u):
        self.upd(self.p, i, u)
        self.add(self.p, i, u)
        return self.p * 1.0


@pytest.mark.parametrize("mode", [ms.PYNATIVE_MODE, ms.GRAPH_MODE])
def test_scatter_nd_update_writes_the_parameter(mode):
    with ms.context_scope(mode=mode):
        net = _Upd()
        out = net(T(IDX, np.int32), T([9.0, 8.0]))
    want = [[0, 18, 0], [0, 0, 16]]
    np.testing.assert_array_equal(out.asnumpy(), want)
    np.testing.assert_array_equal(net.p.asnumpy(), want)


def test_arg_with_value_sort_topk_dtypes_and_values():
    x = T(X)
    i, v = ops.ArgMaxWithValue()(x)
    assert i.dtype == ms.int64 and v.dtype == ms.float32
    np.testing.assert_array_equal(i.asnumpy(), [1, 0, 1])
    i, v = ops.ArgMinWithValue(axis=1, keep_dims=True)(x)
    assert i.shape == (2, 1) and v.asnumpy().tolist() == [[1.0], [2.0]]
    v, i = ops.TopK()(x, 2)
    assert i.dtype == ms.int32
    np.testing.assert_array_equal(i.asnumpy(), [[1, 2], [2, 0]])
    v, i = ops.topk(x, 1, dim=0, largest=False)
    np.testing.assert_array_equal(v.asnumpy(), [[1, 2, 3]])
    s, j = ops.Sort(descending=True)(T([3.0, 1.0, 3.0, 2.0]))
    assert j.dtype == ms.int32
    np.testing.assert_array_equal(j.asnumpy(), [0, 2, 3, 1])  # ties keep index order
    np.testing.assert_array_equal(ops.argsort(T([3.0, 1.0, 2.0])).asnumpy(), [1, 2, 0])


def test_topk_errors():
    with pytest.raises(ValueError, match="k must be in"):
        ops.TopK()(T(X), 5)
    with pytest.raises(TypeError):
        ops.TopK()(T(X), 2.0)
    with pytest.raises(ValueError):
        ops.ArgMaxWithValue(axis=3)(T(X))


def test_gradients_of_selection_ops_in_both_modes():
    def loss(a):
        v, _ = ops.TopK()(a, 2)
        _, m = ops.ArgMaxWithValue(axis=1)(a)
        s, _ = ops.Sort(axis=0)(a)
        d = ops.GatherD()(a, 1, T([[2, 2], [0, 1]], np.int32))
        return (v * v).sum() + (m * 3.0).sum() + (s * T([[1.0], [2.0]])).sum() + d.sum() + \
            (ops.gather_nd(a, T(IDX, np.int32)) * 5.0).sum()
    fn102 = lambda a: ms.grad(loss)(a)
    g = both_modes(fn102, T(X))
    want = np.array([[0, 10, 6], [8, 0, 12]], np.float32) + [[0, 3, 0], [0, 0, 3]] + [[1, 2, 1], [2, 1, 2]] + \
        [[0, 0, 2], [1, 1, 0]] + [[0, 5, 0], [0, 0, 5]]
    np.testing.assert_allclose(g.asnumpy(), want)


def test_shape_ops_and_compositions_in_a_graph():
    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.shape = ops.Shape()
            self.slice = ops.Slice()
            self.unstack = ops.Unstack(axis=1)
            self.addn = ops.AddN()

        def construct(self, x):
            n, c = self.shape(x)
            parts = self.unstack(x)
            return (self.slice(x, (0, 1), (n, c - 1)), self.addn(parts), ops.tuple_to_array((n, c)),
                    ops.scalar_to_tensor(2.0) * x, ops.ReverseV2(axis=(1,))(x), ops.repeat_elements(x, 2, 0))
    x = T(X)
    with ms.context_scope(mode=ms.GRAPH_MODE):
        graph = Net()(x)
    eager = Net()(x)
    from _ops_helpers import same
    same(graph, eager)
    assert eager[2].dtype == ms.int32 and eager[2].asnumpy().tolist() == [2, 3]
    np.testing.assert_array_equal(eager[0].asnumpy(), X[:, 1:])
    np.testing.assert_array_equal(eager[1].asnumpy(), X.sum(1))
    np.testing.assert_array_equal(eager[5].asnumpy(), np.repeat(X, 2, 0))


def test_compile_time_values():
    x = T(X)
    assert ops.Shape()(x) == (2, 3) and ops.shape(x) == (2, 3)
    assert ops.DType()(x) == ms.float32 and ops.dtype(T(IDX, np.int32)) == ms.int32
    assert ops.Rank()(x) == 2 and ops.Size()(x) == 6
    assert ops.tuple_len((1, 2, 3)) == 3 and ops.make_range(1, 7, 2) == (1, 3, 5) and ops.make_range(3) == (0, 1, 2)
    assert ops.scalar_to_tensor(3).dtype == ms.float32 and ops.ScalarToTensor()(3, ms.int32).dtype == ms.int32
    assert ops.tuple_to_array((1.0, 2)).dtype == ms.float32
    with pytest.raises(TypeError):
        ops.Shape()(3)
    with pytest.raises(ValueError):
        ops.Slice()(x, (0, 1), (3, 2))


def test_pad_depth_to_space_reverse_sequence_embedding():
    x = T(X)
    np.testing.assert_array_equal(ops.Pad(((1, 0), (0, 2)))(x).asnumpy(), np.pad(X, ((1, 0), (0, 2))))
    np.testing.assert_array_equal(ops.pad(x, (1, 1), value=-1.0).asnumpy(),
                                  np.pad(X, ((0, 0), (1, 1)), constant_values=-1))
    img = T(np.arange(16).reshape(1, 4, 2, 2))
    d2s = ops.DepthToSpace(2)(img)
    assert d2s.shape == (1, 1, 4, 4) and d2s.asnumpy()[0, 0, 0].tolist() == [0, 4, 1, 5]
    np.testing.assert_array_equal(ops.SpaceToDepth(2)(d2s).asnumpy(), img.asnumpy())
    rs = ops.ReverseSequence(seq_dim=1)(x, T([2, 3], np.int32))
    np.testing.assert_array_equal(rs.asnumpy(), [[5, 1, 3], [6, 2, 4]])
    emb = ops.EmbeddingLookup()(x, T([2, 3, 1], np.int32), 2)
    np.testing.assert_array_equal(emb.asnumpy(), [X[0], X[1], np.zeros(3)])


def test_tensor_methods_and_in_place_updates():
    x = T(X)
    # MindSpore 2.10's Tensor.repeat is PyTorch's (tile); numpy's repeat is repeat_interleave
    np.testing.assert_array_equal(x.repeat(2, 1).asnumpy(), np.tile(X, (2, 1)))
    np.testing.assert_array_equal(x.repeat_interleave(2, 1).asnumpy(), np.repeat(X, 2, 1))
    np.testing.assert_allclose(x.norm().asnumpy(), np.linalg.norm(X), rtol=1e-6)
    np.testing.assert_array_equal(x.sort()[0].asnumpy(), np.sort(X))
    np.testing.assert_array_equal(x.topk(1)[1].asnumpy(), [[1], [2]])
    np.testing.assert_array_equal(x.gather_nd(T(IDX, np.int32)).asnumpy(), [5.0, 6.0])
    y = T(np.ones((2, 3)))
    assert y.add_(x) is y
    np.testing.assert_array_equal(y.asnumpy(), X + 1)
    y.mul_(2).sub_(1, alpha=2).div_(2.0)
    np.testing.assert_array_equal(y.asnumpy(), X)
    y.zero_()
    assert not y.asnumpy().any()
    y.fill_(3)
    assert y.dtype == ms.float32 and (y.asnumpy() == 3).all()
    y.copy_(T(IDX[:, :1], np.int32))
    np.testing.assert_array_equal(y.asnumpy(), np.broadcast_to(IDX[:, :1], (2, 3)))
    fn183 = lambda a: T(np.ones((2, 3))).add_(a).mul_(a).sum()
    g = ms.grad(fn183)(x)
    np.testing.assert_allclose(g.asnumpy(), 1 + 2 * X)
