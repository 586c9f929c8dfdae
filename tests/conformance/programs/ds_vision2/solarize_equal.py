"""vision.Solarize with an equal (min, max) pair and RandomSolarize's drawn range (ut dataset test_solarize,
test_random_solarize_op; the model zoo's AutoAugment policies use RandomSolarize(threshold=(0, v))): MindSpore
reads (t, t) as 'at or above t'; msgraph inverted only the value t."""
import numpy as np
import mindspore.dataset.vision as vision
from _conf import emit

MODES = ("pynative",)

X = np.arange(256, dtype=np.uint8).reshape(16, 16)


def inverted(out):
    idx = np.nonzero(out.ravel().astype(np.int64) != np.arange(256))[0]
    return [str(out.dtype), list(out.shape), len(idx), idx[:5].tolist(), idx[-5:].tolist()]


for t in (100, [100, 100], [7, 55], [0, 0], [255, 255], (30.5, 30.5)):
    emit(f"solarize_{t}", inverted(vision.Solarize(t)(X)))
emit("random_solarize_equal", inverted(vision.RandomSolarize((100, 100))(X)))
emit("random_solarize_all", inverted(vision.RandomSolarize((0, 0))(X)))
