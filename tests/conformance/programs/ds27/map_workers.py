"""A map with several workers: MindSpore gives worker k its own copy of each random transform of the map, seeded
seed + k (wrapping at 2**32), and hands the rows to the workers in turn; the end of an epoch takes a worker's turn;
transforms held by another (RandomApply's) keep the seed itself.  msgraph drew every row from one stream."""
import numpy as np

import mindspore.dataset.transforms as T
import mindspore.dataset.vision as vision
from _ds27_util import images, mapped

MODES = ("pynative",)

mapped("two_workers", vision.RandomCrop((2, 3)), images(5, 5, 4, 1), workers=2)
mapped("two_workers_two_epochs", vision.RandomCrop((2, 3)), images(5, 5, 4, 1), workers=2, num_epochs=2)
mapped("seed_wraps", vision.RandomCrop((2, 3)), images(5, 5, 4, 1), workers=2, seed=4294967295)
mapped("flip_two_workers", vision.RandomHorizontalFlip(), images(12, 2, 2, 1), workers=2)
mapped("nested_keep_seed", T.RandomApply([vision.RandomCrop((2, 2))], prob=0.6), images(6, 5, 4, 1), workers=2)
mapped("choice_two_workers", T.RandomChoice([vision.HorizontalFlip(), vision.VerticalFlip(), vision.Rotate(180)]),
       images(12, 2, 2, 1), workers=2)
