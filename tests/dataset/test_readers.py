"""MnistDataset and Cifar10Dataset over tiny files of the real formats (no downloads)."""
import os
import struct

import numpy as np
import pytest

import msgraph.dataset as ds


def _idx(path, arr):
    with open(path, "wb") as f:
        f.write(struct.pack(">BBBB", 0, 0, 8, arr.ndim))
        f.write(struct.pack(">" + "I" * arr.ndim, *arr.shape))
        f.write(arr.astype(np.uint8).tobytes())


@pytest.fixture
def mnist_dir(tmp_path):
    imgs = (np.arange(4 * 28 * 28) % 256).reshape(4, 28, 28)
    _idx(tmp_path / "train-images-idx3-ubyte", imgs[:3])
    _idx(tmp_path / "train-labels-idx1-ubyte", np.array([7, 0, 2]))
    _idx(tmp_path / "t10k-images-idx3-ubyte", imgs[3:])
    _idx(tmp_path / "t10k-labels-idx1-ubyte", np.array([5]))
    return str(tmp_path), imgs


def test_mnist_rows(mnist_dir):
    root, imgs = mnist_dir
    d = ds.MnistDataset(root, usage="train", shuffle=False)
    rows = list(d.create_dict_iterator(output_numpy=True))
    assert [int(r["label"]) for r in rows] == [7, 0, 2]
    assert rows[1]["image"].shape == (28, 28, 1) and rows[1]["image"].dtype == np.uint8
    assert rows[1]["label"].dtype == np.uint32
    np.testing.assert_array_equal(rows[1]["image"][..., 0], imgs[1])
    assert [int(r[1]) for r in ds.MnistDataset(root, shuffle=False).create_tuple_iterator(output_numpy=True)] == \
        [5, 7, 0, 2]  # 'all': test rows first, as MindSpore reads them


def test_mnist_errors(mnist_dir, tmp_path):
    root, _ = mnist_dir
    with pytest.raises(ValueError):
        ds.MnistDataset(root, usage="val")
    with pytest.raises(ValueError):
        ds.MnistDataset(os.path.join(root, "missing"))
    _idx(tmp_path / "train-images-idx3-ubyte", np.zeros((3, 5, 5)))
    with pytest.raises(RuntimeError, match="28, 28"):
        ds.MnistDataset(root, usage="train").get_dataset_size()


def test_cifar10_rows(tmp_path):
    def batch(name, labels, base):
        recs = np.zeros((len(labels), 3073), np.uint8)
        recs[:, 0] = labels
        recs[:, 1:] = (np.arange(3072)[None] + base + 11 * np.arange(len(labels))[:, None]) % 256
        recs.tofile(tmp_path / name)
        return recs

    r1 = batch("data_batch_1.bin", [3, 8], 0)
    batch("data_batch_2.bin", [1], 5)
    batch("test_batch.bin", [9, 4], 2)
    train = ds.Cifar10Dataset(str(tmp_path), usage="train", shuffle=False)
    assert train.get_dataset_size() == 3 and train.get_col_names() == ["image", "label"]
    rows = list(train.create_tuple_iterator(output_numpy=True))
    assert [int(r[1]) for r in rows] == [3, 8, 1] and rows[0][1].dtype == np.uint32
    np.testing.assert_array_equal(rows[1][0], r1[1, 1:].reshape(3, 32, 32).transpose(1, 2, 0))
    test = ds.Cifar10Dataset(str(tmp_path), usage="test", shuffle=False, num_shards=2, shard_id=1)
    assert [int(r[1]) for r in test.create_tuple_iterator(output_numpy=True)] == [4]
    assert ds.Cifar10Dataset(str(tmp_path)).get_dataset_size() == 5


def test_image_folder(tmp_path):
    for cls, files in [("dog", ["b.jpg", "a.png", "c.txt"]), ("cat", ["z.JPEG"]), ("emu", [])]:
        (tmp_path / cls).mkdir()
        for f in files:
            (tmp_path / cls / f).write_bytes((cls + f).encode())
    (tmp_path / "stray.jpg").write_bytes(b"x")
    d = ds.ImageFolderDataset(str(tmp_path), shuffle=False)
    assert d.get_class_indexing() == {"cat": 0, "dog": 1, "emu": 2} and d.num_classes() == 3
    rows = [(bytes(i), int(lab), lab.dtype) for i, lab in d.create_tuple_iterator(output_numpy=True)]
    assert rows == [(b"catz.JPEG", 0, np.int32), (b"doga.png", 1, np.int32), (b"dogb.jpg", 1, np.int32),
                    (b"dogc.txt", 1, np.int32)]
    d = ds.ImageFolderDataset(str(tmp_path), shuffle=False, extensions=[".txt"], class_indexing={"dog": 5})
    assert [(bytes(i), int(lab)) for i, lab in d.create_tuple_iterator(output_numpy=True)] == [(b"dogc.txt", 5)]


def test_resnet_style_cifar_pipeline(tmp_path):
    import msgraph as ms
    import msgraph.dataset.transforms.c_transforms as C2
    import msgraph.dataset.vision.c_transforms as C

    recs = np.zeros((6, 3073), np.uint8)
    recs[:, 0] = np.arange(6) % 10
    recs[:, 1:] = (np.arange(3072)[None] * 3 + np.arange(6)[:, None] * 17) % 256
    recs.tofile(tmp_path / "data_batch_1.bin")

    def create(seed):
        ds.config.set_seed(seed)
        data = ds.Cifar10Dataset(str(tmp_path), usage="train", num_shards=2, shard_id=0)
        trans = [C.RandomCrop((32, 32), (4, 4, 4, 4)), C.RandomHorizontalFlip(prob=0.5), C.Resize((24, 24)),
                 C.Rescale(1.0 / 255.0, 0.0), C.Normalize([0.4914, 0.4822, 0.4465], [0.2023, 0.1994, 0.2010]),
                 C.HWC2CHW()]
        data = data.map(operations=C2.TypeCast(ms.int32), input_columns="label")
        data = data.map(operations=trans, input_columns="image")
        return data.batch(2, drop_remainder=True)

    a = [(x.asnumpy(), y.asnumpy()) for x, y in create(1).create_tuple_iterator()]
    b = [(x.asnumpy(), y.asnumpy()) for x, y in create(1).create_tuple_iterator()]
    assert len(a) == 1 and a[0][0].shape == (2, 3, 24, 24) and a[0][0].dtype == np.float32
    assert a[0][1].dtype == np.int32
    assert all(np.array_equal(p[0], q[0]) and np.array_equal(p[1], q[1]) for p, q in zip(a, b))


def test_cifar100_rows(tmp_path):
    def part(name, fine, off):
        recs = np.zeros((len(fine), 3074), np.uint8)
        recs[:, 0] = [f // 5 for f in fine]
        recs[:, 1] = fine
        recs[:, 2:] = (np.arange(3072)[None] + off + np.arange(len(fine))[:, None]) % 256
        recs.tofile(tmp_path / name)
        return recs
    tr = part("train.bin", [31, 7, 99], 0)
    part("test.bin", [42, 3], 9)
    (tmp_path / "train.txt").write_bytes(b"x")      # not a .bin file: not read
    d = ds.Cifar100Dataset(str(tmp_path), usage="train", shuffle=False)
    assert d.get_col_names() == ["image", "coarse_label", "fine_label"] and d.get_dataset_size() == 3
    rows = list(d.create_tuple_iterator(output_numpy=True))
    assert [(int(r[1]), int(r[2])) for r in rows] == [(6, 31), (1, 7), (19, 99)]
    assert rows[0][1].dtype == rows[0][2].dtype == np.uint32 and rows[0][0].shape == (32, 32, 3)
    np.testing.assert_array_equal(rows[2][0], tr[2, 2:].reshape(3, 32, 32).transpose(1, 2, 0))
    assert [int(r[2]) for r in ds.Cifar100Dataset(str(tmp_path), shuffle=False)
            .create_tuple_iterator(output_numpy=True)] == [31, 7, 99, 42, 3]
    assert [int(r[2]) for r in ds.Cifar100Dataset(str(tmp_path), usage="test", num_shards=2, shard_id=1, shuffle=False)
            .create_tuple_iterator(output_numpy=True)] == [3]
    assert ds.Cifar100Dataset(str(tmp_path)).num_classes() == 100
    with pytest.raises(ValueError, match="usage"):
        ds.Cifar100Dataset(str(tmp_path), usage="valid")
    (tmp_path / "test.bin").write_bytes(b"\0" * 3075)
    with pytest.raises(RuntimeError, match="Invalid cifar100 file"):
        list(ds.Cifar100Dataset(str(tmp_path), usage="test").create_tuple_iterator())
