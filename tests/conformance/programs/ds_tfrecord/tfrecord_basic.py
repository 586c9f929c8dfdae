"""mindspore.dataset.TFRecordDataset (adapted from ut/python/dataset/test_datasets_tfrecord.py): msgraph had no
TFRecordDataset.  Column kinds/dtypes/shapes with and without a schema (file or Schema object; rank 0/1, shapes
with -1, string / uint8 from bytes), columns_list, num_samples / numRows, the row order over several files with
1 and 2 workers, sharding with and without shard_equal_rows, GZIP/ZLIB, Shuffle.FILES and a seeded global shuffle
of one file, dataset sizes, and the errors (missing file, invalid file, missing column, bad compression type)."""
import json
import os
import tempfile

import numpy as np
import mindspore.dataset as ds
import mindspore as ms
from _conf import emit, emit_error
from _tfwriter import write_tfrecord

MODES = ("pynative",)

tmp = tempfile.mkdtemp()
files = []
for i, n in enumerate([3, 5, 2, 4, 1]):
    files.append(write_tfrecord(os.path.join(tmp, "f%d.tfrecord" % i),
                                [{"x": [i * 10 + j], "s": b"ab%d" % j, "f": [0.5 * j, -1.25], "w": ["u", "vw"],
                                  "m": [j, -j, 2 ** 40, -(2 ** 62)]} for j in range(n)],
                                packed=(i % 2 == 0)))
for comp in ("GZIP", "ZLIB"):
    write_tfrecord(os.path.join(tmp, "c.%s" % comp), [{"x": [j], "f": [j * 1.5]} for j in range(6)], compression=comp)


def rows(d, cols=None):
    out = []
    for r in d.create_dict_iterator(output_numpy=True, num_epochs=1):
        out.append({k: (str(v.dtype), list(v.shape), v.tolist()) for k, v in r.items() if cols is None or k in cols})
    return out


def xs(d):
    return [int(np.asarray(r[0]).ravel()[0]) for r in d.project("x").create_tuple_iterator(output_numpy=True,
                                                                                             num_epochs=1)]


d = ds.TFRecordDataset(files[0], shuffle=False)
emit("noschema_names", d.get_col_names())
emit("noschema_types", [str(t) for t in d.output_types()])
emit("noschema_shapes", d.output_shapes())
emit("noschema_rows", rows(d))
emit("noschema_size", d.get_dataset_size())

schema_path = os.path.join(tmp, "schema.json")
with open(schema_path, "w") as f:
    json.dump({"numRows": 7, "columns": {"x": {"type": "int64", "rank": 0}, "s": {"type": "uint8", "rank": 1},
                                         "f": {"type": "float64", "rank": 1, "shape": [2]},
                                         "w": {"type": "string", "rank": 1},
                                         "m": {"type": "int64", "rank": 2, "shape": [2, 2]}}}, f)
d = ds.TFRecordDataset(files, schema_path, shuffle=False, num_parallel_workers=1)
emit("schema_size", d.get_dataset_size())
emit("schema_names", d.get_col_names())
emit("schema_types", [str(t) for t in d.output_types()])
emit("schema_shapes", d.output_shapes())
emit("schema_rows", rows(d)[:3])
emit("schema_x", xs(d))

s = ds.Schema()
s.add_column("m", de_type=ms.int64, shape=[-1, 2])
s.add_column("x", de_type=ms.int32, shape=[])
s.add_column("w", de_type=ms.string)
d = ds.TFRecordDataset(files[:2], s, shuffle=False, num_parallel_workers=1)
emit("schema_obj_rows", rows(d)[:2])
emit("schema_obj_shapes", d.output_shapes())
d = ds.TFRecordDataset(files[:2], shuffle=False, columns_list=["x", "f"], num_parallel_workers=1)
emit("columns_list", [d.get_col_names(), rows(d)[:2]])

for w in (1, 2):
    emit("order_w%d" % w, xs(ds.TFRecordDataset(files, shuffle=False, num_parallel_workers=w)))
    emit("num_samples_w%d" % w, xs(ds.TFRecordDataset(files, shuffle=False, num_parallel_workers=w, num_samples=7)))
for eq in (False, True):
    for n in (2, 3):
        for sid in range(n):
            for w in (1, 2):
                d = ds.TFRecordDataset(files, shuffle=False, num_parallel_workers=w, num_shards=n, shard_id=sid,
                                       shard_equal_rows=eq)
                emit("shard_eq%s_%d_%d_w%d" % (eq, n, sid, w), [d.get_dataset_size(), xs(d)])
d = ds.TFRecordDataset(files[:2], shuffle=False, num_parallel_workers=1, num_shards=7, shard_id=6,
                       shard_equal_rows=True)
emit("shard_wrap", [d.get_dataset_size(), xs(d)])
for comp in ("GZIP", "ZLIB"):
    d = ds.TFRecordDataset(os.path.join(tmp, "c.%s" % comp), shuffle=False, compression_type=comp)
    emit("comp_" + comp, [d.get_dataset_size(), rows(d)])

zfiles = [write_tfrecord(os.path.join(tmp, "z%d.zlib" % i), [{"x": [i * 10 + j]} for j in range(10)],
                         compression="ZLIB") for i in range(4)]
for sid in range(2):
    d = ds.TFRecordDataset(zfiles, num_shards=2, shard_id=sid, num_samples=7, shuffle=False, compression_type="ZLIB",
                           num_parallel_workers=1).repeat(2)
    emit("comp_shard%d" % sid, [d.get_dataset_size(), xs(d)])
emit_error("comp_shard_too_few", lambda: xs(ds.TFRecordDataset(zfiles, num_shards=2, shard_id=0, num_samples=30,
                                                               shuffle=False, compression_type="ZLIB")))
ds.config.set_seed(1)
emit("shuffle_files", xs(ds.TFRecordDataset(files, shuffle=ds.Shuffle.FILES, num_parallel_workers=1)))
emit("shuffle_global_one", xs(ds.TFRecordDataset(files[1], shuffle=True, num_parallel_workers=1)))
emit("shuffle_files_epochs", xs(ds.TFRecordDataset(files, shuffle=ds.Shuffle.FILES, num_parallel_workers=1).repeat(3)))
emit("shuffle_global_w2", xs(ds.TFRecordDataset(files, shuffle=True, num_parallel_workers=2).repeat(2)))
for sid in range(2):
    emit("shuffle_files_shard%d" % sid, xs(ds.TFRecordDataset(files, shuffle=ds.Shuffle.FILES, num_parallel_workers=1,
                                                              num_shards=2, shard_id=sid).repeat(2)))
    emit("shuffle_global_shard%d" % sid, xs(ds.TFRecordDataset(files, shuffle=True, num_parallel_workers=1,
                                                               num_shards=2, shard_id=sid).repeat(2)))
    emit("shuffle_global_shard_eq%d" % sid, xs(ds.TFRecordDataset(files, shuffle=True, num_parallel_workers=1,
                                                                  num_shards=2, shard_id=sid,
                                                                  shard_equal_rows=True).repeat(2)))
ds.config.set_seed(7)
emit("shuffle_files_seed7", xs(ds.TFRecordDataset(files, shuffle=ds.Shuffle.FILES, num_parallel_workers=2).repeat(2)))
d = ds.TFRecordDataset(files, shuffle=False, num_parallel_workers=1).batch(4, drop_remainder=True).repeat(2)
emit("batch_repeat", [d.get_dataset_size(), [r[0].tolist() for r in d.project("x").create_tuple_iterator(
    output_numpy=True, num_epochs=1)]])

emit_error("missing_file", lambda: ds.TFRecordDataset([os.path.join(tmp, "nope")]))
emit_error("bad_compression", lambda: ds.TFRecordDataset(files, compression_type="ZIP"))
emit_error("bad_column", lambda: rows(ds.TFRecordDataset(files, shuffle=False, columns_list=["nope"])))
with open(os.path.join(tmp, "bad.tfrecord"), "w") as f:
    f.write("not a tfrecord file at all\n")
emit_error("invalid_file", lambda: rows(ds.TFRecordDataset([files[0], os.path.join(tmp, "bad.tfrecord")])))
emit_error("few_files", lambda: rows(ds.TFRecordDataset(files[:2], num_shards=3, shard_id=0)))
with open(schema_path, "w") as f:
    json.dump({"columns": {"x": {"type": "string", "rank": 1}}}, f)
emit_error("type_mismatch", lambda: rows(ds.TFRecordDataset(files, schema_path, shuffle=False)))
