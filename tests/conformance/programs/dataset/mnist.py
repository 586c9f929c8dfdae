"""MnistDataset over tiny idx files of the real format (28x28 images) written to a temporary directory."""
import os
import struct
import tempfile

import numpy as np
import mindspore.dataset as ds
from _conf import emit, emit_error

MODES = ("pynative",)

root = tempfile.mkdtemp()


def write_idx(name, arr):
    with open(os.path.join(root, name), "wb") as f:
        f.write(struct.pack(">BBBB", 0, 0, 8, arr.ndim))
        for s in arr.shape:
            f.write(struct.pack(">I", s))
        f.write(arr.astype(np.uint8).tobytes())


images = (np.arange(5 * 28 * 28) % 251).reshape(5, 28, 28)
write_idx("train-images-idx3-ubyte", images)
write_idx("train-labels-idx1-ubyte", np.array([3, 1, 4, 1, 5]))
write_idx("t10k-images-idx3-ubyte", images[:2][:, ::-1])
write_idx("t10k-labels-idx1-ubyte", np.array([9, 2]))

data = ds.MnistDataset(root, shuffle=False)
emit("cols_size", (data.get_col_names(), data.get_dataset_size()))
emit("all_labels", [r["label"] for r in data.create_dict_iterator()])
first = next(data.create_dict_iterator(output_numpy=True))
emit("first_image", (first["image"].dtype.name, list(first["image"].shape), first["image"][:3, :5, 0]))
emit("train", [r[1] for r in ds.MnistDataset(root, usage="train", shuffle=False)])
emit("test", [r[1] for r in ds.MnistDataset(root, usage="test", shuffle=False)])
emit("num_samples", [r[1] for r in ds.MnistDataset(root, usage="train", shuffle=False, num_samples=3)])
shard = ds.MnistDataset(root, usage="train", shuffle=False, num_shards=2, shard_id=1)
emit("shard", (shard.get_dataset_size(), [r[1] for r in shard]))
emit("batched", [tuple(b) for b in ds.MnistDataset(root, usage="train", shuffle=False).batch(2)
                 .create_tuple_iterator(output_numpy=True)][1][1])
emit_error("bad_usage", lambda: ds.MnistDataset(root, usage="foo"))
emit_error("missing_dir", lambda: ds.MnistDataset(root + "_missing"))
