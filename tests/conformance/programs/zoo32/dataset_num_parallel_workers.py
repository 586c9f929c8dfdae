"""``num_parallel_workers`` above the machine's CPU count (or 0): MindSpore 2.10 checks it against
``multiprocessing.cpu_count()`` for every source, ``map``, ``batch`` and ``filter`` (ValueError "num_parallel_workers
exceeds the boundary between 1 and N!").  Found running the zoo's Wide&Deep train.py (``MindDataset(...,
num_parallel_workers=4)`` on a 2-core machine: MindSpore's ValueError); msgraph checked the CPU count only for its
image/CIFAR/MNIST and text-file sources and otherwise took any value up to INT32_MAX.  The CPU count is written as
N (the records do not depend on the machine)."""
import os
import multiprocessing
import tempfile
import numpy as np
import mindspore.dataset as ds
from mindspore.mindrecord import FileWriter
from _conf import emit

N = multiprocessing.cpu_count()
tmp = tempfile.mkdtemp()
mr = os.path.join(tmp, "a.mindrecord")
w = FileWriter(mr, 1)
w.add_schema({"x": {"type": "int32", "shape": [-1]}}, "s")
w.write_raw_data([{"x": np.arange(3, dtype=np.int32)}])
w.commit()


def gen():
    for i in range(2):
        yield (np.array([i]),)


def try_(fn, n):
    try:
        d = fn(n)
        return ["ok", d.get_dataset_size()]
    except Exception as e:      # noqa: BLE001 - the class and the message (N for the CPU count) are the record
        return [type(e).__name__, str(e).replace(str(N), "N")]


cases = {
    "MindDataset": lambda n: ds.MindDataset(mr, num_parallel_workers=n),
    "GeneratorDataset": lambda n: ds.GeneratorDataset(gen, ["a"], num_parallel_workers=n),
    "NumpySlicesDataset": lambda n: ds.NumpySlicesDataset([1, 2], num_parallel_workers=n),
    "map": lambda n: ds.NumpySlicesDataset([1, 2], shuffle=False).map(lambda x: x, num_parallel_workers=n),
    "batch": lambda n: ds.NumpySlicesDataset([1, 2], shuffle=False).batch(1, num_parallel_workers=n),
    "filter": lambda n: ds.NumpySlicesDataset([1, 2], shuffle=False).filter(lambda x: True, num_parallel_workers=n),
}
for name, fn in cases.items():
    emit(name + "_over", try_(fn, N + 1))
    emit(name + "_zero", try_(fn, 0))
    emit(name + "_one", try_(fn, 1))
    emit(name + "_float", try_(fn, 1.0))
