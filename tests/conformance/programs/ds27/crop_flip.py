"""Seeded RandomCrop and random flips (MindSpore's train.py augmentation): each C++ random transform owns a
std::mt19937 seeded with the dataset seed when the iterator starts; a crop draws the left offset, then the top
(uniform_int_distribution), a flip a bernoulli_distribution; a later epoch goes on with the stream, a new iterator
starts it again, and each eager call builds the transform afresh.  msgraph drew from a numpy Generator: same
seed, other crops and flips."""
import numpy as np

import mindspore.dataset as ds
import mindspore.dataset.vision as vision
from _conf import emit
from _ds27_util import images, mapped, rows

MODES = ("pynative",)

small = images(6, 5, 4, 1)
mapped("crop_two_epochs", vision.RandomCrop((2, 3)), images(6, 5, 4, 1), num_epochs=2)
mapped("crop_seed_7", vision.RandomCrop((3, 2)), images(6, 5, 4, 1), seed=7)
mapped("crop_padding", vision.RandomCrop((6, 6), padding=2), images(6, 5, 4, 1))
mapped("crop_pad_if_needed", vision.RandomCrop((7, 3), pad_if_needed=True), images(6, 5, 4, 1))
mapped("hflip_p03", vision.RandomHorizontalFlip(0.3), images(6, 5, 4, 1))
mapped("vflip_p06", vision.RandomVerticalFlip(0.6), images(6, 5, 4, 1))
mapped("crop_then_flip", [vision.RandomCrop((3, 3)), vision.RandomHorizontalFlip()], images(6, 5, 4, 1))

ds.config.set_seed(11)
crop = vision.RandomCrop((2, 2))
d = ds.NumpySlicesDataset(small, column_names=["image"], shuffle=False).map(crop, num_parallel_workers=1)
emit("new_iterator_starts_again", [rows(d), rows(d)])
emit("eager_calls_alike", [crop(small[0]).tolist() for _ in range(3)])
ds.config.set_seed(12)
emit("eager_follows_seed", crop(small[0]).tolist())

# an image and its mask: one position for both (MindSpore draws for the first); msgraph took one image only
pair = (images(4, 9, 8, 3), (np.arange(4 * 9 * 8) % 256).astype(np.uint8).reshape(4, 9, 8))
for label, op in [("crop_image_and_mask", vision.RandomCrop((3, 4))),
                  ("hflip_image_and_mask", vision.RandomHorizontalFlip()),
                  ("vflip_image_and_mask", vision.RandomVerticalFlip()),
                  ("resized_crop_image_and_mask", vision.RandomResizedCrop((4, 4)))]:
    mapped(label, op, pair, columns=["image", "mask"])
mapped("crop_sizes_differ", vision.RandomCrop((2, 2)), (images(2, 9, 8, 3), images(2, 8, 8, 3)),
       columns=["image", "mask"])
