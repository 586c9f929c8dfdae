"""Transforms: the Resize arithmetic, random transforms seeded by the dataset seed, old import paths."""
import numpy as np
import pytest

import msgraph as ms
import msgraph.dataset as ds
import msgraph.dataset.transforms as T
import msgraph.dataset.vision as vision
from msgraph.dataset.vision import Inter


def test_resize_identity_and_constant():
    img = (np.arange(5 * 6 * 3) % 256).astype(np.uint8).reshape(5, 6, 3)
    np.testing.assert_array_equal(vision.Resize((5, 6))(img), img)
    const = np.full((7, 9, 1), 200, np.uint8)
    np.testing.assert_array_equal(vision.Resize((4, 13))(const), np.full((4, 13, 1), 200, np.uint8))
    f = np.full((3, 3), 2.5, np.float32)
    np.testing.assert_allclose(vision.Resize((6, 2))(f), np.full((6, 2), 2.5, np.float32))


def test_resize_bilinear_is_linear_on_a_ramp():
    # half-pixel centres: a linear ramp stays linear inside the image
    ramp = np.tile(np.arange(8, dtype=np.float64), (2, 1))
    out = vision.Resize((2, 16))(ramp)
    x = (np.arange(16) + 0.5) * 0.5 - 0.5
    np.testing.assert_allclose(out[0, 1:-1], x[1:-1], atol=1e-6)


def test_resize_nearest_and_shorter_side():
    img = np.arange(16, dtype=np.uint8).reshape(4, 4)
    np.testing.assert_array_equal(vision.Resize((2, 2), Inter.NEAREST)(img), img[::2, ::2])
    assert vision.Resize(3)(np.zeros((10, 4, 3), np.uint8)).shape == (7, 3, 3)


def test_random_transforms_follow_the_seed_in_a_pipeline():
    images = np.arange(8 * 6 * 6 * 1, dtype=np.uint8).reshape(8, 6, 6, 1)

    def crops(seed):
        ds.config.set_seed(seed)
        d = ds.NumpySlicesDataset(images, ["image"], shuffle=False)
        d = d.map([vision.RandomCrop(3), vision.RandomHorizontalFlip()], input_columns="image")
        return [r[0] for r in d.create_tuple_iterator(output_numpy=True)]

    a, b, c = crops(1), crops(1), crops(2)
    assert all(np.array_equal(x, y) for x, y in zip(a, b))
    assert not all(np.array_equal(x, y) for x, y in zip(a, c))
    assert all(x.shape == (3, 3, 1) for x in a)


def test_random_resized_crop_and_cutout_shapes():
    ds.config.set_seed(0)
    img = np.ones((20, 30, 3), np.uint8)
    assert vision.RandomResizedCrop(8)(img).shape == (8, 8, 3)
    out = vision.CutOut(4)(img)
    assert out.shape == img.shape and (out == 0).sum() == 4 * 4 * 3


def test_errors():
    with pytest.raises(ValueError):
        vision.Normalize([300.0], [1.0])
    with pytest.raises(ValueError):
        vision.RandomHorizontalFlip(1.5)
    with pytest.raises(RuntimeError, match="bigger"):
        vision.RandomCrop(8)(np.zeros((4, 4, 3), np.uint8))
    with pytest.raises(TypeError):
        T.TypeCast("not a type")
    with pytest.raises(RuntimeError, match="int type"):
        T.OneHot(3)(np.array(1.0))


def test_old_paths_and_compose():
    import msgraph.dataset.transforms.py_transforms as tp
    import msgraph.dataset.vision.py_transforms as vp

    assert vp.HWC2CHW is vision.HWC2CHW and tp.Compose is T.Compose
    out = T.Compose([T.TypeCast(ms.float32), T.Duplicate()])(np.array([1, 2]))
    assert isinstance(out, tuple) and out[0].dtype == np.float32
    ds.config.set_seed(5)
    picks = {T.RandomChoice([lambda x: x + 1, lambda x: x - 1])(np.array(0)).item() for _ in range(20)}
    assert picks == {1}     # as MindSpore: each eager call builds the transform again, seeded alike


def test_mixup_and_cutmix_batches():
    ds.config.set_seed(3)
    images = np.arange(4 * 6 * 6 * 3, dtype=np.uint8).reshape(4, 6, 6, 3)
    labels = np.eye(3, dtype=np.int32)[[0, 1, 2, 0]]
    for op in (vision.MixUpBatch(1.0), vision.CutMixBatch(vision.ImageBatchFormat.NHWC, 1.0, 1.0)):
        d = ds.NumpySlicesDataset({"image": images, "label": labels}, shuffle=False).batch(4)
        im, lab = next(d.map(op, input_columns=["image", "label"]).create_tuple_iterator(output_numpy=True))
        assert im.shape == images.shape and im.dtype == np.uint8 and lab.dtype == np.float32
        np.testing.assert_allclose(lab.sum(axis=1), 1.0, rtol=1e-6)
    with pytest.raises(RuntimeError, match="labels shape"):
        vision.MixUpBatch()(images, np.array([0, 1, 2, 0]))
    chw = vision.CutMixBatch(vision.ImageBatchFormat.NCHW)(images.transpose(0, 3, 1, 2).copy(), labels)[0]
    assert chw.shape == (4, 3, 6, 6)
