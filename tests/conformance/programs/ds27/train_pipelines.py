"""Model-zoo style training pipelines with a dataset seed (ResNet/CIFAR-10 and ImageNet augmentation: shuffle,
random crops, flips, colour jitter, normalisation, batch; two map workers, two epochs): the batches MindSpore 2.10
feeds, bit for bit.  msgraph fed other crops, flips and jitter."""
import io

import numpy as np

import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.transforms as T
import mindspore.dataset.vision as vision
from _conf import emit
from _ds27_util import rows

MODES = ("pynative",)

ds.config.set_num_parallel_workers(2)
ds.config.set_seed(1)
imgs = (np.arange(20 * 12 * 12 * 3) * 7 % 256).astype(np.uint8).reshape(20, 12, 12, 3)
labels = np.arange(20, dtype=np.int32) % 10
d = ds.NumpySlicesDataset((imgs, labels), column_names=["image", "label"], shuffle=True)
d = d.map(operations=[vision.RandomCrop((10, 10), (2, 2, 2, 2)), vision.RandomHorizontalFlip(prob=0.5),
                      vision.RandomColorAdjust(brightness=0.4, contrast=0.4, saturation=0.4),
                      vision.Rescale(1.0 / 255.0, 0.0),
                      vision.Normalize([0.4914, 0.4822, 0.4465], [0.2023, 0.1994, 0.2010]), vision.HWC2CHW()],
          input_columns="image")
d = d.map(operations=T.TypeCast(ms.int32), input_columns="label")
d = d.shuffle(8).batch(4, drop_remainder=True)
emit("cifar10_two_epochs", rows(d, 2))


def jpeg(k):
    from PIL import Image

    b = io.BytesIO()
    Image.fromarray((np.arange(24 * 20 * 3).reshape(24, 20, 3) * (k + 3) % 256).astype(np.uint8)).save(
        b, format="JPEG", quality=90)
    return np.frombuffer(b.getvalue(), np.uint8)


ds.config.set_seed(7)
d = ds.NumpySlicesDataset(([jpeg(k) for k in range(6)], np.arange(6, dtype=np.int32)), ["image", "label"],
                          shuffle=False)
# (Decode then RandomResizedCrop: MindSpore's RandomCropDecodeResize decodes only the crop of a JPEG, which changes
# a few pixels at the crop's edges; its draws are the same)
d = d.map([vision.Decode(), vision.RandomResizedCrop(8, scale=(0.08, 1.0), ratio=(0.75, 1.333)),
           vision.RandomHorizontalFlip(prob=0.5), vision.Normalize([123.7, 116.3, 103.5], [58.4, 57.1, 57.4]),
           vision.HWC2CHW()], input_columns="image")
emit("imagenet_batches", rows(d.batch(3), 2))
