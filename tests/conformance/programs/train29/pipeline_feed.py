"""Dataset pipelines as train.py scripts build them, and what Model.train / the iterators see: map with transforms
(TypeCast, lambda, multiple output columns), batch with drop_remainder and per_batch_map, padded_batch's pad_info, shuffle with a
seed, repeat, take/skip, zip/concat, project/rename, create_dict_iterator / create_tuple_iterator with num_epochs and
output_numpy, get_dataset_size, get_col_names, output_shapes / output_types, get_batch_size, get_repeat_count."""
import numpy as np

import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.transforms as T
from _conf import emit, emit_error
from _train29_util import X, Y_CLS, Fields, cls_model

ds.config.set_seed(7)


def gen():
    for i in range(10):
        yield X[i], Y_CLS[i]


def base():
    return ds.GeneratorDataset(gen, ["data", "label"], shuffle=False)


def describe(name, d):
    emit(name + "_size", d.get_dataset_size())
    emit(name + "_cols", d.get_col_names())
    emit(name + "_shapes", [list(s) for s in d.output_shapes()])
    emit(name + "_types", [str(t) for t in d.output_types()])


def rows(d, **kw):
    return [[np.asarray(v).tolist() for v in r] for r in d.create_tuple_iterator(output_numpy=True, **kw)]


d = base().map(T.TypeCast(ms.float16), "data").batch(4)
describe("typecast_batch", d)
d = base().map(lambda x: (x * 2, x.sum()), "data", ["a", "s"]).batch(3, drop_remainder=True)
describe("map_two_out", d)
emit("map_two_out_rows", rows(d))
d = base().shuffle(4).batch(5)
emit("shuffle_seed_rows", rows(d, num_epochs=1))
d = base().batch(4, per_batch_map=lambda a, b, info: ([x + info.get_batch_num() for x in a],
                                                     [y * 0 + info.get_epoch_num() for y in b]),
                 input_columns=["data", "label"])
emit("per_batch_map_two_epochs", [rows(d) for _ in range(1)])
it = d.create_tuple_iterator(num_epochs=2, output_numpy=True)
emit("per_batch_map_epochs", [[r[1].tolist() for r in it] for _ in range(2)])


def var_gen():
    for i in range(5):
        yield np.arange(i + 1, dtype=np.int32),


emit_error("batch_pad_info", ds.GeneratorDataset(var_gen, ["v"], shuffle=False).batch, 2, pad_info={"v": ([4], -1)})
d = ds.GeneratorDataset(var_gen, ["v"], shuffle=False).padded_batch(2, pad_info={"v": ([4], -1)})
describe("pad_info", d)
emit("pad_info_rows", rows(d))
d = ds.GeneratorDataset(var_gen, ["v"], shuffle=False).padded_batch(2, pad_info={"v": (None, 0)})
emit("pad_info_none", rows(d))
d = base().repeat(2).skip(3).take(8).batch(3)
describe("repeat_skip_take", d)
emit("repeat_skip_take_rows", [r[1] for r in rows(d)])
z = ds.zip((base().project("data"), base().rename("label", "y").project("y")))
describe("zip", z)
c = base().take(2).concat(base().skip(8))
emit("concat_labels", [r[1] for r in rows(c)])
describe("concat", c)
d = base().batch(4).repeat(3)
emit("batch_size_repeat", (d.get_batch_size(), d.get_repeat_count(), d.get_dataset_size()))
it = base().batch(5).create_dict_iterator(num_epochs=2)
first = [sorted(r) for r in it]
second = [(type(r["data"]).__name__, r["label"].dtype == ms.int32) for r in it]
emit("dict_iterator_epochs", (first, second))
emit("dict_iterator_numpy", [type(r["label"]).__name__ for r in base().batch(5).create_dict_iterator(output_numpy=True)])
it = base().batch(5).create_tuple_iterator(num_epochs=1)
list(it)
emit_error("iterator_past_num_epochs", lambda: list(it))

# what Model.train sees through these pipelines
net, model = cls_model()
f = Fields(("on_train_step_end",))
model.train(2, base().shuffle(10).batch(4, drop_remainder=True), callbacks=[f], dataset_sink_mode=False)
emit("train_shuffled", f.rows, rtol=1e-4)
net, model = cls_model()
f = Fields(("on_train_step_end",))
model.train(1, base().map(T.TypeCast(ms.int32), "label").batch(3).repeat(2), callbacks=[f])
emit("train_repeat_inside", f.rows, rtol=1e-4)
net, model = cls_model()
f = Fields(("on_train_step_end",))
emit_error("train_wrong_dtype", model.train, 1, base().map(T.TypeCast(ms.float64), "data").batch(5), callbacks=[f])
emit_error("train_three_cols_with_loss", cls_model()[1].train, 1,
           base().map(lambda x: (x, x), "data", ["a", "b"]).batch(5))
