"""The LeNet/MNIST create_dataset pipeline of MindSpore's tutorials (old c_transforms-style names via the
2.x modules), on tiny idx files: resize, rescale twice, HWC2CHW, TypeCast, batch, repeat."""
import os
import struct
import tempfile

import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.transforms as C
import mindspore.dataset.vision as CV
from mindspore.dataset.vision import Inter
import mindspore.common.dtype as mstype
from _conf import emit

MODES = ("pynative",)

root = tempfile.mkdtemp()


def write_idx(name, arr):
    with open(os.path.join(root, name), "wb") as f:
        f.write(struct.pack(">BBBB", 0, 0, 8, arr.ndim))
        for s in arr.shape:
            f.write(struct.pack(">I", s))
        f.write(arr.astype(np.uint8).tobytes())


images = ((np.arange(6 * 28 * 28) * 7) % 256).reshape(6, 28, 28)
write_idx("train-images-idx3-ubyte", images)
write_idx("train-labels-idx1-ubyte", np.array([3, 1, 4, 1, 5, 9]))
write_idx("t10k-images-idx3-ubyte", images[:1])
write_idx("t10k-labels-idx1-ubyte", np.array([2]))


def create_dataset(data_path, batch_size=4, repeat_size=1, num_parallel_workers=1):
    mnist_ds = ds.MnistDataset(data_path, usage="train", shuffle=False)
    resize_op = CV.Resize((32, 32), interpolation=Inter.LINEAR)
    rescale_nml_op = CV.Rescale(1 / 0.3081, -1 * 0.1307 / 0.3081)
    rescale_op = CV.Rescale(1.0 / 255.0, 0.0)
    hwc2chw_op = CV.HWC2CHW()
    type_cast_op = C.TypeCast(mstype.int32)
    mnist_ds = mnist_ds.map(operations=type_cast_op, input_columns="label", num_parallel_workers=num_parallel_workers)
    mnist_ds = mnist_ds.map(operations=resize_op, input_columns="image", num_parallel_workers=num_parallel_workers)
    mnist_ds = mnist_ds.map(operations=rescale_op, input_columns="image", num_parallel_workers=num_parallel_workers)
    mnist_ds = mnist_ds.map(operations=rescale_nml_op, input_columns="image",
                            num_parallel_workers=num_parallel_workers)
    mnist_ds = mnist_ds.map(operations=hwc2chw_op, input_columns="image", num_parallel_workers=num_parallel_workers)
    mnist_ds = mnist_ds.batch(batch_size, drop_remainder=True)
    mnist_ds = mnist_ds.repeat(repeat_size)
    return mnist_ds


data = create_dataset(root, repeat_size=2)
emit("size", (data.get_dataset_size(), data.get_batch_size(), data.get_repeat_count(), data.get_col_names()))
emit("shapes_types", (data.output_shapes(), [str(t) for t in data.output_types()]))
# upscaled uint8 images may differ by one grey level at a few pixels: 1/255/0.3081 after the rescales
emit("batches", [tuple(b) for b in data.create_tuple_iterator()], atol=0.02)
emit("dict_labels", [b["label"] for b in data.create_dict_iterator(num_epochs=1)])
