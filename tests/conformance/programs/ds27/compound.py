"""Seeded compound transforms: RandomApply (a double at most prob), RandomChoice, RandomSelectSubpolicy,
UniformAugment (std::sample of num_ops, each kept unless a 0..1 draw is 1), AutoAugment and TrivialAugmentWide
(operations in std::map order); with a PIL image in, RandomApply and the random flips take MindSpore's Python
path (Python's random, seeded by ds.config.set_seed).  msgraph drew from a numpy Generator."""
import numpy as np

import mindspore.dataset.transforms as T
import mindspore.dataset.vision as vision
from _ds27_util import images, mapped

MODES = ("pynative",)

mapped("random_apply", T.RandomApply([vision.RandomCrop((2, 2))], prob=0.6), images(6, 5, 4, 1))
mapped("random_choice", T.RandomChoice([vision.RandomCrop((2, 2)), vision.RandomCrop((3, 3)),
                                        vision.RandomHorizontalFlip()]), images(6, 5, 4, 1))
mapped("select_subpolicy", vision.RandomSelectSubpolicy(
    [[(vision.RandomRotation((45, 45)), 0.5), (vision.RandomVerticalFlip(), 1.0)],
     [(vision.RandomColorAdjust(contrast=(0.5, 1.5)), 0.8), (vision.RandomHorizontalFlip(), 0.6)]]), images())
mapped("uniform_augment", vision.UniformAugment([vision.RandomCrop(5), vision.RandomHorizontalFlip(),
                                                 vision.RandomRotation(30), vision.Invert()], num_ops=2), images())
mapped("auto_augment", vision.AutoAugment(), images())
mapped("trivial_augment_wide", vision.TrivialAugmentWide(), images())
mapped("random_apply_pil", [vision.ToPIL(), T.RandomApply([vision.RandomHorizontalFlip(1.0)], 0.5), np.array], images())
mapped("random_order_pil", [vision.ToPIL(), T.RandomOrder([vision.RandomHorizontalFlip(1.0), vision.Rotate(90)]),
                            np.array], images())
