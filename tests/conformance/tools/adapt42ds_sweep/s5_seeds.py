"""seeded random transforms as training loops meet them: draws across epochs of one iterator, after repeat,
with shuffle before map, with num_parallel_workers, two random ops in one map, a random op in two maps, eager
calls after a pipeline ran, set_seed between iterators; and the Python random ops (RandomApply of lambdas)."""
import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.vision as V
import mindspore.dataset.transforms as T
from _h import case, ck

IMGS = (np.arange(6 * 5 * 6 * 3).reshape(6, 5, 6, 3) * 7 % 256).astype(np.uint8)


def sig(a):
    return int((a.astype(np.int64) * np.arange(a.size).reshape(a.shape)).sum() % 100003)


def epochs(d, n=2):
    it = d.create_tuple_iterator(output_numpy=True, num_epochs=n)
    return [[sig(r[0]) for r in it] for _ in range(n)]


def base(**kw):
    return ds.NumpySlicesDataset({"image": IMGS}, shuffle=False, **kw)


def seeded(seed, fn):
    def run():
        ds.config.set_seed(seed)
        return fn()
    return run


for seed in (0, 11):
    case(f"s{seed}_crop_epochs", seeded(seed, lambda: epochs(base().map(V.RandomCrop(3), "image"))))
    case(f"s{seed}_flip_epochs", seeded(seed, lambda: epochs(base().map(V.RandomHorizontalFlip(), "image"))))
    case(f"s{seed}_crop_repeat", seeded(seed, lambda: epochs(base().map(V.RandomCrop(3), "image").repeat(2), 1)))
    case(f"s{seed}_repeat_crop", seeded(seed, lambda: epochs(base().repeat(2).map(V.RandomCrop(3), "image"), 1)))
    case(f"s{seed}_shuffle_crop", seeded(seed, lambda: epochs(ds.NumpySlicesDataset({"image": IMGS}, shuffle=True).map(V.RandomCrop(3), "image"))))
    case(f"s{seed}_workers2", seeded(seed, lambda: epochs(base().map(V.RandomCrop(3), "image", num_parallel_workers=2), 1)))
    case(f"s{seed}_two_ops", seeded(seed, lambda: epochs(base().map([V.RandomCrop(4), V.RandomHorizontalFlip(), V.RandomVerticalFlip()], "image"), 1)))
    case(f"s{seed}_two_maps", seeded(seed, lambda: epochs(base().map(V.RandomCrop(4), "image").map(V.RandomCrop(3), "image"), 1)))
    case(f"s{seed}_rrc_batch", seeded(seed, lambda: epochs(base().map(V.RandomResizedCrop(4, scale=(0.3, 1.0)), "image").batch(3), 1)))
    case(f"s{seed}_colorjitter", seeded(seed, lambda: epochs(base().map(V.RandomColorAdjust(0.5, 0.5, 0.5, 0.2), "image"), 1)))
    case(f"s{seed}_rotation", seeded(seed, lambda: epochs(base().map(V.RandomRotation(45), "image"), 1)))
    case(f"s{seed}_affine", seeded(seed, lambda: epochs(base().map(V.RandomAffine(20, (0.1, 0.1), (0.8, 1.2), 10), "image"), 1)))
    case(f"s{seed}_randchoice", seeded(seed, lambda: epochs(base().map(T.RandomChoice([V.RandomCrop(3), V.CenterCrop(3)]), "image"), 1)))
    case(f"s{seed}_randapply", seeded(seed, lambda: epochs(base().map(T.RandomApply([V.Invert()], 0.5), "image"), 2)))
    case(f"s{seed}_erasing", seeded(seed, lambda: epochs(base().map([V.ToTensor(), V.RandomErasing(0.7)], "image"), 1)))
    case(f"s{seed}_eager_twice", seeded(seed, lambda: [sig(V.RandomCrop(3)(IMGS[0])) for _ in range(3)]))
    case(f"s{seed}_eager_same_op", seeded(seed, lambda: (lambda op: [sig(op(IMGS[0])) for _ in range(3)])(V.RandomCrop(3))))
    case(f"s{seed}_eager_after_pipe", seeded(seed, lambda: (epochs(base().map(V.RandomCrop(3), "image"), 1), sig(V.RandomCrop(3)(IMGS[1])))))
    case(f"s{seed}_sharpness", seeded(seed, lambda: epochs(base().map(V.RandomSharpness((0.1, 1.9)), "image"), 1)))
    case(f"s{seed}_posterize", seeded(seed, lambda: epochs(base().map(V.RandomPosterize((2, 6)), "image"), 1)))
    case(f"s{seed}_solarize", seeded(seed, lambda: epochs(base().map(V.RandomSolarize((50, 200)), "image"), 1)))
    case(f"s{seed}_autocontrast", seeded(seed, lambda: epochs(base().map(V.RandomAutoContrast(prob=0.5), "image"), 1)))
    case(f"s{seed}_equalize", seeded(seed, lambda: epochs(base().map(V.RandomEqualize(0.5), "image"), 1)))
    case(f"s{seed}_invert", seeded(seed, lambda: epochs(base().map(V.RandomInvert(0.5), "image"), 1)))
    case(f"s{seed}_cutmix", seeded(seed, lambda: [ck(list(r)) for r in base().map(lambda x: x, "image").batch(3).map(lambda x: (x, np.eye(3, dtype=np.float32)), "image", ["image", "label"]).map(V.CutMixBatch(V.ImageBatchFormat.NHWC, 1.0, 0.5), ["image", "label"]).create_tuple_iterator(output_numpy=True, num_epochs=1)]))
    case(f"s{seed}_mixup", seeded(seed, lambda: [ck(list(r)) for r in base().batch(3).map(lambda x: (x, np.eye(3, dtype=np.float32)), "image", ["image", "label"]).map(V.MixUpBatch(1.0), ["image", "label"]).create_tuple_iterator(output_numpy=True, num_epochs=1)]))
    case(f"s{seed}_cutout", seeded(seed, lambda: epochs(base().map(V.CutOut(2, 2), "image"), 1)))
    case(f"s{seed}_rcdr", seeded(seed, lambda: epochs(base().map(V.RandomResizedCrop((3, 3), (0.2, 0.9), (0.5, 2.0), V.Inter.NEAREST, 5), "image"), 1)))
