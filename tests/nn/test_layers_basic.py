"""Pad / ResizeBilinear / Upsample / ClipByNorm / CentralCrop and the InterpResize2D primitive.

Values of ResizeBilinear were recorded from MindSpore 2.10's ``ops.ResizeBilinearV2`` (the
primitive its ``nn.ResizeBilinear`` used; the layer itself is gone from 2.10) on the same input.
"""
import numpy as np
import pytest

import msgraph as ms
from msgraph import nn
from msgraph.ops.nn_layer_ops import InterpResize2D, interp_resize2d
from msgraph.testing.gradcheck import check_grad

X = np.array([[[[1.0, 4.0, 2.0], [0.0, -3.0, 5.0]]]], np.float32)
MS_BILINEAR = {  # (align_corners, half_pixel_centers) -> MindSpore 2.10 ResizeBilinearV2 to (3, 5)
    (False, False): [[1.0, 2.8, 3.6, 2.4, 2.0], [0.333333, -0.266667, 0.266667, 3.066667, 4.0],
                     [0.0, -1.8, -1.4, 3.4, 5.0]],
    (True, False): [[1.0, 2.5, 4.0, 3.0, 2.0], [0.5, 0.5, 0.5, 2.0, 3.5], [0.0, -1.5, -3.0, 1.0, 5.0]],
    (False, True): [[1.0, 2.2, 4.0, 2.8, 2.0], [0.5, 0.5, 0.5, 2.3, 3.5], [0.0, -1.2, -3.0, 1.8, 5.0]],
}
MS_NEAREST = {  # align_corners -> MindSpore 2.10 ResizeNearestNeighbor to (3, 5)
    False: [[1.0, 1.0, 4.0, 4.0, 2.0], [1.0, 1.0, 4.0, 4.0, 2.0], [0.0, 0.0, -3.0, -3.0, 5.0]],
    True: [[1.0, 4.0, 4.0, 2.0, 2.0], [0.0, -3.0, -3.0, 5.0, 5.0], [0.0, -3.0, -3.0, 5.0, 5.0]],
}


@pytest.mark.msgraph_modes
@pytest.mark.parametrize("align, half", sorted(MS_BILINEAR))
def test_resize_bilinear_matches_mindspore(align, half):
    out = nn.ResizeBilinear(half_pixel_centers=half)(ms.Tensor(X), size=(3, 5), align_corners=align)
    np.testing.assert_allclose(out.asnumpy()[0, 0], MS_BILINEAR[(align, half)], rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("align", [False, True])
def test_nearest_matches_mindspore(align):
    out = interp_resize2d(ms.Tensor(X), (3, 5), "nearest", align, False)
    np.testing.assert_allclose(out.asnumpy()[0, 0], MS_NEAREST[align])


@pytest.mark.msgraph_modes
def test_resize_bilinear_scale_factor_and_errors():
    r = nn.ResizeBilinear()
    assert r(ms.Tensor(X), scale_factor=2).shape == (1, 1, 4, 6)
    with pytest.raises(ValueError):
        r(ms.Tensor(X))
    with pytest.raises(ValueError):
        nn.ResizeBilinear(half_pixel_centers=True)(ms.Tensor(X), size=(3, 3), align_corners=True)


@pytest.mark.msgraph_modes
@pytest.mark.parametrize("mode, align, half, size", [
    ("bilinear", False, False, (5, 4)), ("bilinear", True, False, (3, 7)), ("bilinear", False, True, (2, 2)),
    ("nearest", False, False, (5, 7)), ("nearest", True, False, (3, 2)),
])
def test_interp_resize2d_gradcheck(mode, align, half, size):
    x = ms.Tensor(np.random.default_rng(0).normal(size=(2, 2, 3, 4)))
    fn57 = lambda a: interp_resize2d(a, size, mode, align, half)
    assert check_grad(fn57, x)


def test_interp_resize2d_second_order_and_registry():
    from msgraph.ops import OPS, bprop_getters

    assert "InterpResize2D" in OPS and InterpResize2D in bprop_getters
    x = ms.Tensor(np.random.default_rng(1).normal(size=(1, 1, 3, 3)))
    fn65 = lambda a: interp_resize2d(a, (4, 5)).sum()
    g = ms.grad(fn65)
    fn66 = lambda a: g(a) * a
    assert check_grad(fn66, x)


def test_interp_resize2d_rejects_bad_input():
    with pytest.raises(ValueError):
        interp_resize2d(ms.Tensor(np.ones((2, 3), np.float32)), (2, 2))
    with pytest.raises(TypeError):
        interp_resize2d(ms.Tensor(np.ones((1, 1, 2, 2), np.int32)), (3, 3))


@pytest.mark.msgraph_modes
@pytest.mark.parametrize("mode, np_mode", [("CONSTANT", "constant"), ("REFLECT", "reflect"),
                                           ("SYMMETRIC", "symmetric")])
def test_pad_matches_numpy(mode, np_mode):
    x = np.arange(2 * 3 * 4, dtype=np.float32).reshape(2, 3, 4)
    pads = ((1, 0), (2, 2), (3, 1))
    out = nn.Pad(pads, mode)(ms.Tensor(x))
    np.testing.assert_array_equal(out.asnumpy(), np.pad(x, pads, np_mode))


def test_pad_errors():
    with pytest.raises(ValueError):
        nn.Pad(((1, 1),), "EDGE")
    with pytest.raises(TypeError):
        nn.Pad([[1, 1]])
    with pytest.raises(ValueError):
        nn.Pad(((4, 0),), "REFLECT")(ms.Tensor(np.ones(3, np.float32)))
    with pytest.raises(ValueError):
        nn.Pad(((1, 0),))(ms.Tensor(np.ones((2, 2), np.float32)))


def test_clip_by_norm_axis_is_per_slice():
    v = np.array([[3.0, -4.0], [1.0, 2.0]], np.float32)
    out = nn.ClipByNorm(axis=1)(ms.Tensor(v), ms.Tensor(2.0, ms.float32)).asnumpy()
    norms = np.linalg.norm(v, axis=1, keepdims=True)
    np.testing.assert_allclose(out, v * 2 / np.maximum(norms, 2), rtol=1e-6)


def test_upsample_argument_errors():
    with pytest.raises(ValueError):   # MindSpore 2.10: constructed, ops.interpolate's ValueError when it runs
        nn.Upsample()(ms.Tensor(X))
    nn.Upsample(size=(2, 2), mode="bicubic")  # MindSpore 2.10 accepts the mode (ops.interpolate's)
    assert nn.Upsample(scale_factor=2.0, recompute_scale_factor=True)(ms.Tensor(X)).shape == (1, 1, 4, 6)


@pytest.mark.msgraph_modes
@pytest.mark.parametrize("cls, shape, channel_dims", [(nn.Dropout1d, (4, 6, 5), 2), (nn.Dropout1d, (6, 5), 1),
                                                      (nn.Dropout2d, (4, 6, 3, 3), 2),
                                                      (nn.Dropout3d, (2, 6, 2, 2, 2), 2)])
def test_channel_dropout_zeroes_whole_channels(cls, shape, channel_dims):
    ms.set_seed(1)
    x = ms.Tensor(np.ones(shape, np.float32))
    drop = cls(0.5)
    np.testing.assert_array_equal(drop(x).asnumpy(), x.asnumpy())   # not training: identity
    drop.set_train(True)
    out = drop(x).asnumpy().reshape(int(np.prod(shape[:channel_dims])), -1)
    assert all(len(set(row)) == 1 for row in out.tolist())   # each channel kept or dropped as a whole
    assert set(np.unique(out)) <= {0.0, 2.0} and 0.0 in out and 2.0 in out
    with pytest.raises(ValueError):
        drop(ms.Tensor(np.ones((2,) * (len(shape) + 2), np.float32)))


def test_channel_dropout_arguments():
    with pytest.raises(TypeError):
        nn.Dropout2d(1)
    with pytest.raises(ValueError):
        nn.Dropout2d(1.5)


@pytest.mark.msgraph_modes
def test_roll_matches_numpy_and_passes_gradients_back():
    x = np.arange(12, dtype=np.float32).reshape(3, 4)
    roll = nn.Roll((1, -3), (0, 1))
    np.testing.assert_array_equal(roll(ms.Tensor(x)).asnumpy(), np.roll(x, (1, -3), (0, 1)))
    coef = np.arange(12, dtype=np.float32).reshape(3, 4)
    fn141 = lambda t: (roll(t) * ms.Tensor(coef)).sum()
    g = ms.grad(fn141)(ms.Tensor(x)).asnumpy()
    np.testing.assert_array_equal(g, np.roll(coef, (-1, 3), (0, 1)))


def test_channel_dropout_draws_a_new_mask_each_call_in_both_modes():
    masks = {}
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        ms.set_context(mode=mode)
        ms.set_seed(0)
        drop = nn.Dropout2d(0.5)
        drop.set_train(True)
        x = ms.Tensor(np.ones((4, 8, 2, 2), np.float32))
        masks[mode] = [drop(x).asnumpy() for _ in range(3)]
    assert not np.array_equal(masks[ms.GRAPH_MODE][0], masks[ms.GRAPH_MODE][1])
    for a, b in zip(masks[ms.PYNATIVE_MODE], masks[ms.GRAPH_MODE]):
        np.testing.assert_array_equal(a, b)
