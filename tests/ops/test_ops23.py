"""Session 23 (h-ops23, msgraph/ops/ops23.py, msgraph/nn/unfold.py): ops.group_norm's values and gradient against
numpy, nn.Unfold against ExtractImagePatches, and the CPU behaviour of MindSpore 2.10 msgraph follows for MatrixExp,
Dilation2D, NonMaxSuppressionV3, CountNonZero and Tensor.kthvalue/triangular_solve/index_copy_ (raising, in both
modes).  MindSpore's own records: tests/conformance/programs/ops23/."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import Tensor, nn, ops
from msgraph.ops import operations as P


def _group_norm_ref(x, g, w=None, b=None, eps=1e-5):
    n, c = x.shape[:2]
    y = x.reshape(n, g, -1)
    y = (y - y.mean(2, keepdims=True)) / np.sqrt(y.var(2, keepdims=True) + eps)
    y = y.reshape(x.shape)
    bs = (1, c) + (1,) * (x.ndim - 2)
    if w is not None:
        y = y * w.reshape(bs)
    if b is not None:
        y = y + b.reshape(bs)
    return y


@pytest.mark.parametrize("shape,groups", [((2, 4, 3), 2), ((2, 6, 2, 3), 3), ((1, 4, 5), 4), ((3, 2), 1)])
def test_group_norm_matches_numpy(shape, groups):
    x = np.sin(np.arange(np.prod(shape), dtype=np.float64)).reshape(shape) * 3
    c = shape[1]
    w, b = np.arange(1, c + 1, dtype=np.float64), np.linspace(-1, 1, c)
    got = ops.group_norm(Tensor(x), groups, Tensor(w), Tensor(b), 1e-5).asnumpy()
    np.testing.assert_allclose(got, _group_norm_ref(x, groups, w, b), rtol=1e-9, atol=1e-10)
    plain = ops.group_norm(Tensor(x), groups).asnumpy()
    np.testing.assert_allclose(plain, _group_norm_ref(x, groups), rtol=1e-9, atol=1e-10)


def test_group_norm_graph_mode_and_mint_agree():
    x = Tensor(np.arange(24, dtype=np.float32).reshape(2, 4, 3) % 5)
    want = ops.group_norm(x, 2).asnumpy()
    fn40 = lambda t: ops.group_norm(t, 2)
    got = ms.jit(fn40)(x).asnumpy()
    np.testing.assert_allclose(got, want, rtol=1e-6)
    np.testing.assert_array_equal(ms.mint.nn.functional.group_norm(x, 2).asnumpy(), want)


def test_group_norm_gradient_matches_finite_differences():
    x0 = np.cos(np.arange(12, dtype=np.float64)).reshape(1, 4, 3)
    wts = np.arange(12, dtype=np.float64).reshape(1, 4, 3)

    def f(a):
        return (_group_norm_ref(a, 2) * wts).sum()

    fn52 = lambda t: (ops.group_norm(t, 2) * Tensor(wts)).sum()
    g = ms.grad(fn52)(Tensor(x0)).asnumpy()
    eps, fd = 1e-6, np.zeros_like(x0)
    for i in np.ndindex(x0.shape):
        d = np.zeros_like(x0)
        d[i] = eps
        fd[i] = (f(x0 + d) - f(x0 - d)) / (2 * eps)
    np.testing.assert_allclose(g, fd, rtol=1e-5, atol=1e-7)


def test_group_norm_errors():
    x = Tensor(np.ones((2, 4, 3), np.float32))
    with pytest.raises(ValueError, match="must be divided by 'num_groups'"):
        ops.group_norm(x, 3)
    with pytest.raises(IndexError):
        ops.group_norm(Tensor(np.ones(4, np.float32)), 2)


@pytest.mark.parametrize("pad", ["valid", "same", "SAME"])
def test_unfold_is_extract_image_patches(pad):
    x = Tensor(np.arange(2 * 3 * 6 * 5, dtype=np.float32).reshape(2, 3, 6, 5))
    net = nn.Unfold(ksizes=[1, 2, 3, 1], strides=[1, 2, 1, 1], rates=[1, 1, 2, 1], padding=pad)
    want = P.ExtractImagePatches((1, 1, 2, 3), (1, 1, 2, 1), (1, 1, 1, 2), pad)(x).asnumpy()
    np.testing.assert_array_equal(net(x).asnumpy(), want)
    fn75 = lambda t: net(t)
    assert ms.jit(fn75)(x).asnumpy().tolist() == want.tolist()


def test_unfold_docstring_shape_and_values():
    net = nn.Unfold(ksizes=[1, 2, 2, 1], strides=[1, 2, 2, 1], rates=[1, 2, 2, 1])
    assert net(Tensor(np.ones([2, 3, 6, 6]), ms.float16)).shape == (2, 12, 2, 2)
    x = np.arange(9, dtype=np.float32).reshape(1, 1, 3, 3)
    out = nn.Unfold([1, 2, 2, 1], [1, 1, 1, 1], [1, 1, 1, 1])(Tensor(x)).asnumpy()
    # channel k = (row offset, column offset) of the window; position (i, j) its top-left corner
    want = np.stack([x[0, 0, a:a + 2, b:b + 2] for a in range(2) for b in range(2)])[None]
    np.testing.assert_array_equal(out, want)


def test_unfold_argument_errors():
    with pytest.raises(ValueError, match=r"format of 'ksizes' must be \[1, ksize_row, ksize_col, 1\]"):
        nn.Unfold([1, 2, 2], [1, 1, 1, 1], [1, 1, 1, 1])
    with pytest.raises(ValueError, match="rate_row is 0"):
        nn.Unfold([1, 2, 2, 1], [1, 1, 1, 1], [1, 0, 1, 1])
    with pytest.raises(TypeError, match="'ksizes' should be one of"):
        nn.Unfold(2, [1, 1, 1, 1], [1, 1, 1, 1])
    with pytest.raises(ValueError, match="to enum"):
        nn.Unfold([1, 2, 2, 1], [1, 1, 1, 1], [1, 1, 1, 1], padding="foo")


def _both_modes(fn, *args):
    """fn(*args) in PyNative, then as an @jit function."""
    yield lambda: fn(*args)
    yield lambda: ms.jit(fn)(*args)


def test_matrix_exp_checks_then_no_cpu_kernel():
    fn106 = lambda t: ops.matrix_exp(t)
    for run in _both_modes(fn106, Tensor(np.eye(2, dtype=np.float32))):
        with pytest.raises(RuntimeError, match=r"Unsupported op \[MatrixExp\] on CPU"):
            run()
    with pytest.raises(ValueError, match="rank must be greater than or equal to 2, but got 1"):
        ops.MatrixExp()(Tensor(np.ones(2, np.float32)))
    with pytest.raises(ValueError, match=r"squared matrices, but got shape \[const vector\]\{2, 3, 2\}"):
        ops.matrix_exp(Tensor(np.ones((2, 3, 2), np.float32)))
    with pytest.raises(TypeError, match="Failed calling MatrixExp"):
        ops.matrix_exp(np.eye(2))


def test_dilation2d_attributes_and_call():
    d = ops.Dilation2D(stride=2, dilation=(2, 3), pad_mode="valid")
    assert (d.stride, d.dilation, d.pad_mode, d.data_format) == ((1, 1, 2, 2), (1, 1, 2, 3), "VALID", "NCHW")
    x, f = Tensor(np.ones((1, 3, 5, 5), np.float32)), Tensor(np.ones((3, 2, 2), np.float32))
    fn121 = lambda a, b: d(a, b)
    for run in _both_modes(fn121, x, f):
        with pytest.raises(RuntimeError, match="Cast failed, original value: VALID, type: StringImm"):
            run()
    with pytest.raises(ValueError, match="NHWC format is not supported"):
        ops.Dilation2D(1, 1, data_format="NHWC")
    with pytest.raises(TypeError, match="the type of 'stride' should be one of"):
        ops.Dilation2D(1.5, 1)
    with pytest.raises(ValueError, match=r"should be \[1, 1, dilation_height"):
        ops.Dilation2D(1, (2, 1, 1, 1))
    with pytest.raises(ValueError, match="tuple of two or four positive int"):
        ops.Dilation2D((1, 1, 1), 1)


def test_nms_v3_and_count_nonzero_have_no_cpu_kernel():
    boxes = Tensor(np.array([[0, 0, 1, 1], [0, 0.1, 1, 1.1]], np.float32))
    scores = Tensor(np.array([0.9, 0.8], np.float32))
    nms = ops.NonMaxSuppressionV3()
    args = (boxes, scores, Tensor(1, ms.int32), Tensor(0.5, ms.float32), Tensor(0.0, ms.float32))
    fn139 = lambda *a: nms(*a)
    for run in _both_modes(fn139, *args):
        with pytest.raises(RuntimeError, match=r"Unsupported op \[NonMaxSuppressionV3\]"):
            run()
    x = Tensor(np.array([[0, 1, 2], [0, 0, 3]], np.float32))
    cz = ops.CountNonZero()
    fn144 = lambda t: cz(t, 1)
    for run in _both_modes(fn144, x):
        with pytest.raises(RuntimeError, match=r"Unsupported op \[CountNonZero\]"):
            run()
    with pytest.raises(RuntimeError, match="inputs number should be 2 but got 1"):
        cz(x)
    assert ops.count_nonzero(x, 1).asnumpy().tolist() == [2, 1]


def test_tensor_methods_raise_as_mindspore_cpu():
    x = Tensor(np.array([[3, 1, 2], [0, 5, 4]], np.float32))
    with pytest.raises(ValueError, match="should not come here for kthvalue"):
        x.kthvalue(2, 1)
    with pytest.raises(AttributeError, match="triangular_solve"):
        x[:, :2].triangular_solve(Tensor(np.eye(2, dtype=np.float32)))
    y = Tensor(np.zeros((3, 2), np.float32))
    with pytest.raises(RuntimeError, match="InplaceIndexCopy unregistered"):
        y.index_copy_(0, Tensor(np.array([2, 0]), ms.int64), Tensor(np.ones((2, 2), np.float32)))
    assert not y.asnumpy().any()
    v, i = ms.mint.kthvalue(x, 2, 1)   # the working form
    assert v.asnumpy().tolist() == [2.0, 4.0] and i.asnumpy().tolist() == [2, 2]


@pytest.mark.parametrize("axis", [-2, 3])
def test_one_hot_axis_range_is_minus_one_to_rank(axis):
    i = Tensor(np.array([[0, 1], [2, 0]]), ms.int32)
    with pytest.raises(ValueError, match=r"axis value must be in \[-1,2\]"):
        ops.OneHot(axis)(i, 3, Tensor(1.0, ms.float32), Tensor(0.0, ms.float32))
    assert ops.OneHot(2)(i, 3, Tensor(1.0, ms.float32), Tensor(0.0, ms.float32)).shape == (2, 2, 3)


def test_nms_v3_input_checks_come_first():
    nms = ops.NonMaxSuppressionV3()
    b3, s3 = Tensor(np.zeros((3, 4), np.float32)), Tensor(np.zeros(3, np.float32))
    m, i, t = Tensor(1, ms.int32), Tensor(0.5, ms.float32), Tensor(0.0, ms.float32)
    with pytest.raises(ValueError, match="boxes rank must be equal to 2, but got 1"):
        nms(Tensor(np.zeros(4, np.float32)), s3, m, i, t)
    with pytest.raises(ValueError, match="scores length must be equal to 3, but got 2"):
        nms(b3, Tensor(np.zeros(2, np.float32)), m, i, t)
    with pytest.raises(TypeError, match=r"max_output_size_type\] must be a type of"):
        nms(b3, s3, Tensor(1.0, ms.float32), i, t)
    with pytest.raises(TypeError, match="the input type must be same"):
        nms(Tensor(np.zeros((3, 4), np.int32)), s3, m, i, t)
    with pytest.raises(RuntimeError, match="GetShapeVector"):
        nms(b3, s3, 1, 0.5, 0.0)


def test_count_nonzero_primitive_dims_checks():
    x = Tensor(np.ones((2, 3), np.float32))
    assert ops.CountNonZero(dims=(0, 1)).dims == (0, 1)
    with pytest.raises(ValueError, match=r"axis value must be in \[-2,2\), but got -3"):
        ops.CountNonZero()(x, (0, -3))
    with pytest.raises(TypeError, match="dim=float"):
        ops.CountNonZero()(x, 1.5)


def test_one_hot_user_checks_leave_compositions_alone():
    i = Tensor(np.array([0, 2]), ms.int32)
    with pytest.raises(TypeError, match="Failed calling OneHot"):
        ops.OneHot()(i, 3, 1.0, 0.0)
    with pytest.raises(TypeError, match="input type must be same"):
        ops.one_hot(i, 3, Tensor(1.0, ms.float16), 0)
    with pytest.raises(TypeError, match=r"argument\[indices\]"):
        ops.one_hot(Tensor(np.array([0, 2]), ms.uint8), 3)
    assert ops.one_hot(i, Tensor(np.array([4]), ms.int64), 1, 0).shape == (2, 4)   # a one-element depth Tensor
    # msgraph's own compositions call the op with Python numbers: the one-hot Cell, a sparse loss, mint's one_hot
    assert nn.OneHot(depth=3)(i).dtype == ms.float32
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True)(Tensor(np.zeros((2, 3), np.float32)), i)
    np.testing.assert_allclose(loss.asnumpy(), np.full(2, np.log(3)), rtol=1e-6)
    assert ms.mint.nn.functional.one_hot(i, 3).asnumpy().tolist() == [[1, 0, 0], [0, 0, 1]]
