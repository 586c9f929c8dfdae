"""A map with several workers: MindSpore gives worker k its own copy of each random transform of the map, seeded
seed + k (wrapping at 2**32), and hands the rows to the workers in turn; the end of an epoch takes a worker's turn;
transforms held by another (RandomApply's) keep the seed itself, a Compose's are the map's own.  take reads its child
to the end of the epoch.  msgraph drew every row from one stream (and take stopped reading)."""
import numpy as np

import mindspore.dataset as ds
import mindspore.dataset.transforms as T
import mindspore.dataset.vision as vision
from _conf import emit
from _ds27_util import images, mapped, rows

MODES = ("pynative",)

mapped("two_workers", vision.RandomCrop((2, 3)), images(5, 5, 4, 1), workers=2)
mapped("two_workers_two_epochs", vision.RandomCrop((2, 3)), images(5, 5, 4, 1), workers=2, num_epochs=2)
mapped("seed_wraps", vision.RandomCrop((2, 3)), images(5, 5, 4, 1), workers=2, seed=4294967295)
mapped("flip_two_workers", vision.RandomHorizontalFlip(), images(12, 2, 2, 1), workers=2)
mapped("nested_keep_seed", T.RandomApply([vision.RandomCrop((2, 2))], prob=0.6), images(6, 5, 4, 1), workers=2)
mapped("choice_two_workers", T.RandomChoice([vision.HorizontalFlip(), vision.VerticalFlip(), vision.Rotate(180)]),
       images(12, 2, 2, 1), workers=2)

# the end of each repeat takes a worker's turn too; python_multiprocessing and Python functions between the
# transforms change nothing of the transforms' streams
ds.config.set_seed(11)
d = ds.NumpySlicesDataset(images(5), ["image"], shuffle=False)
emit("map_then_repeat", rows(d.map([vision.RandomCrop((3, 4))], num_parallel_workers=2).repeat(2), 2))
ds.config.set_seed(11)
d = ds.NumpySlicesDataset(images(5), ["image"], shuffle=False)
emit("repeat_then_map", rows(d.repeat(2).map([vision.RandomCrop((3, 4))], num_parallel_workers=2), 2))
ds.config.set_seed(11)
d = ds.NumpySlicesDataset(images(7), ["image"], shuffle=False)
emit("python_multiprocessing", rows(d.map([vision.RandomCrop((3, 4)), vision.RandomHorizontalFlip()],
                                          num_parallel_workers=2, python_multiprocessing=True), 2))
ds.config.set_seed(11)
d = ds.NumpySlicesDataset(images(7), ["image"], shuffle=False)
emit("python_function_between", rows(d.map([vision.RandomCrop((3, 4)), lambda x: x + 1,
                                            vision.RandomHorizontalFlip()], num_parallel_workers=2), 2))
ds.config.set_seed(11)
d = ds.NumpySlicesDataset(images(6), ["image"], shuffle=False)
emit("compose_two_workers", rows(d.map([T.Compose([vision.RandomCrop((3, 4)), vision.RandomHorizontalFlip()])],
                                       num_parallel_workers=2)))

# take reads its child to the end of each epoch: the transforms and shuffles above it draw for the dropped rows
ds.config.set_seed(11)
d = ds.NumpySlicesDataset(images(6), ["image"], shuffle=False)
emit("take_drains_the_epoch", rows(d.map(vision.RandomCrop((2, 2)), num_parallel_workers=1).take(3), 2))
ds.config.set_seed(11)
d = ds.NumpySlicesDataset(np.arange(12), ["x"], shuffle=False)
emit("shuffle_then_take", rows(d.shuffle(4).take(7), 2))
