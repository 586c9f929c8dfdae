"""MnistDataset over a folder holding one part only -- the `MNIST_Data/train` layout of MindSpore's LeNet
tutorial (adapted from ut/python/dataset/test_datasets_mnist.py): usage None / 'all' reads the parts whose idx
files are there (train alone, or t10k alone); a usage whose files are absent is a RuntimeError, an image file
without its label file another one.  Fashion-MNIST and K-MNIST read the same way."""
import os
import struct
import tempfile

import numpy as np

import mindspore.dataset as ds
from _conf import emit, emit_error

MODES = ("pynative",)

IMG = (np.arange(5 * 28 * 28).reshape(5, 28, 28) * 7 % 256).astype(np.uint8)
ROOT = tempfile.mkdtemp()


def write(folder, part, labels=True):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, f"{part}-images-idx3-ubyte"), "wb") as f:
        f.write(struct.pack(">IIII", 2051, 5, 28, 28) + IMG.tobytes())
    if labels:
        with open(os.path.join(folder, f"{part}-labels-idx1-ubyte"), "wb") as f:
            f.write(struct.pack(">II", 2049, 5) + bytes([3, 1, 4, 1, 5]))
    return folder


TRAIN = write(os.path.join(ROOT, "train"), "train")
TEST = write(os.path.join(ROOT, "test"), "t10k")
NOLAB = write(os.path.join(ROOT, "nolabels"), "train", labels=False)


def read(d):
    return [d.get_dataset_size()] + [[r[0].sum(), r[0].shape, r[1]] for r in d.create_tuple_iterator(output_numpy=True)]


emit("train_folder_default_usage", read(ds.MnistDataset(TRAIN, shuffle=False)))
emit("train_folder_usage_all", read(ds.MnistDataset(TRAIN, usage="all", shuffle=False)))
emit("train_folder_usage_train", read(ds.MnistDataset(TRAIN, usage="train", shuffle=False)))
emit_error("train_folder_usage_test", lambda: read(ds.MnistDataset(TRAIN, usage="test", shuffle=False)))
emit("test_folder_default_usage", read(ds.MnistDataset(TEST, shuffle=False)))
emit_error("test_folder_usage_train", lambda: read(ds.MnistDataset(TEST, usage="train", shuffle=False)))
emit_error("images_without_labels", lambda: read(ds.MnistDataset(NOLAB, shuffle=False)))
emit("train_folder_num_samples", read(ds.MnistDataset(TRAIN, num_samples=2, shuffle=False)))
emit("train_folder_batch", [r[1] for r in ds.MnistDataset(TRAIN, shuffle=False).batch(2, drop_remainder=True)
                            .create_tuple_iterator(output_numpy=True)])
emit("fashion_train_folder", read(ds.FashionMnistDataset(TRAIN, shuffle=False)))
emit("kmnist_test_folder", read(ds.KMnistDataset(TEST, shuffle=False)))
