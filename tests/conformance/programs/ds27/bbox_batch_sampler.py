"""Seeded bounding-box transforms, MixUpBatch, CutMixBatch and WeightedRandomSampler: the box flips draw a
bernoulli, RandomCropWithBBox draws as RandomCrop (a box touching the window is kept with zero extent),
BoundingBoxAugment a float per box; MixUpBatch two Gamma(alpha) draws (libstdc++'s gamma_distribution<float>) then
a std::shuffle, CutMixBatch a std::shuffle then per image two Gamma draws, a double against prob and the box's
centre (the box sqrt(1 - lam) of the size);
WeightedRandomSampler reseeds a std::mt19937 with the dataset seed every epoch (std::discrete_distribution with
replacement, exponential keys without) and draws at most as many rows as the dataset has.  msgraph drew other
numbers (and num_samples rows past the dataset's size)."""
import numpy as np

import mindspore.dataset as ds
import mindspore.dataset.vision as vision
from _conf import emit
from _ds27_util import images, mapped, rows

MODES = ("pynative",)

for label, op in [("hflip_bbox", vision.RandomHorizontalFlipWithBBox(0.5)),
                  ("vflip_bbox", vision.RandomVerticalFlipWithBBox(0.5)),
                  ("crop_bbox", vision.RandomCropWithBBox((5, 4))),
                  ("resized_crop_bbox", vision.RandomResizedCropWithBBox((4, 4))),
                  ("bbox_augment", vision.BoundingBoxAugment(vision.RandomHorizontalFlip(1.0), 0.5))]:
    # fresh arrays for each case: MindSpore's box transforms write into the arrays NumpySlicesDataset was given
    mapped(label, op, (images(), np.array([[[1, 1, 4, 3], [2, 0, 3, 5]]] * 6, dtype=np.float32)),
           columns=["image", "bbox"])

ds.config.set_seed(11)
labels = np.eye(3, dtype=np.float32)[np.arange(6) % 3]
d = ds.NumpySlicesDataset((images(), labels), column_names=["image", "label"], shuffle=False).batch(3)
emit("mixup_batch", rows(d.map(vision.MixUpBatch(1.0), input_columns=["image", "label"], num_parallel_workers=1)))
ds.config.set_seed(11)
d = ds.NumpySlicesDataset((images(), labels), column_names=["image", "label"], shuffle=False).batch(3)
emit("cutmix_batch", rows(d.map(vision.CutMixBatch(vision.ImageBatchFormat.NHWC, 1.0, 0.8),
                                input_columns=["image", "label"], num_parallel_workers=1), 2))
ds.config.set_seed(5)
d = ds.NumpySlicesDataset((images(8).transpose(0, 3, 1, 2).copy(), labels[[0, 1, 2, 0, 1, 2, 0, 1]]),
                          column_names=["image", "label"], shuffle=False).batch(4)
emit("cutmix_batch_nchw", rows(d.map(vision.CutMixBatch(vision.ImageBatchFormat.NCHW, 0.5),
                                     input_columns=["image", "label"], num_parallel_workers=1)))

for k, (w, n, rep) in enumerate([([0.1, 0.2, 0.3, 0.1, 0.2, 0.1], 8, True), ([1, 0, 3, 2, 0.5, 7], None, True),
                                 ([0.1, 0.2, 0.3, 0.1, 0.2, 0.1], 4, False), ([5, 1, 0, 2, 2, 9], 6, False),
                                 ([3], 3, True)]):
    ds.config.set_seed(11 + k)
    sampled = ds.NumpySlicesDataset(np.arange(6), column_names=["x"], sampler=ds.WeightedRandomSampler(w, n, rep))
    emit(f"weighted_sampler_{k}", [rows(sampled, 2), sampled.get_dataset_size()])
