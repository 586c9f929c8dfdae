"""MindSpore's failover reset of a training iterator (adapted from ut/python/dataset/test_reset.py test_reset_np,
test_reset_np_error, test_reset_shuffle, test_reset_sampler): after ``_set_training_dataset(itr)``,
``_reset_training_dataset(step, size)`` makes ``itr`` yield the rest of epoch ``step // size`` from row
``step % size``, then the later epochs; a step below 0 or past size * num_epochs is a RuntimeError."""
import numpy as np

import mindspore.dataset as ds
from _conf import emit, emit_error

MODES = ("pynative",)
ds.config.set_seed(7)


def np_data(shuffle=False, sampler=None):
    if sampler is not None:
        return ds.NumpySlicesDataset(np.arange(6, dtype=np.int32), ["a"], sampler=sampler)
    return ds.NumpySlicesDataset(np.arange(6, dtype=np.int32), ["a"], shuffle=shuffle, sampler=sampler)


def with_reset(make, num_epochs, failure_point, batch=None):
    data = make()
    if batch:
        data = data.batch(batch)
    size = data.get_dataset_size()
    itr = data.create_tuple_iterator(num_epochs=num_epochs, output_numpy=True)
    ds.engine.datasets._set_training_dataset(itr)  # pylint: disable=W0212
    seen, step = [], 0
    for _ in range(num_epochs):
        for row in itr:
            seen.append(row[0].tolist())
            if step + 1 == failure_point:
                ds.engine.datasets._reset_training_dataset(failure_point, size)  # pylint: disable=W0212
                for _ in range(failure_point // size, num_epochs):
                    seen.append("|")
                    for row2 in itr:
                        seen.append(row2[0].tolist())
                return seen
            step += 1
        seen.append("|")
    return seen


for point in (1, 5, 6, 7, 11):
    emit(f"np_fail_at_{point}", with_reset(np_data, 2, point))
for point in (2, 6, 9):
    emit(f"shuffle_fail_at_{point}", with_reset(lambda: np_data(shuffle=True), 3, point))
emit("random_sampler_fail_at_4", with_reset(lambda: np_data(sampler=ds.RandomSampler()), 2, 4))
emit("batch2_fail_at_2", with_reset(np_data, 2, 2, batch=2))


def reset_error(step):
    data = np_data()
    itr = data.create_tuple_iterator(num_epochs=2, output_numpy=True)
    ds.engine.datasets._set_training_dataset(itr)  # pylint: disable=W0212
    ds.engine.datasets._reset_training_dataset(step, data.get_dataset_size())  # pylint: disable=W0212
    return [r[0].tolist() for r in itr]


emit_error("reset_step_negative", lambda: reset_error(-1))
emit_error("reset_step_past_end", lambda: reset_error(12))
emit_error("reset_step_last", lambda: reset_error(11))
