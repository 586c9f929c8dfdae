"""CSVDataset (ut dataset test_datasets_csv): quoting, header row, column_defaults types (int -> int32 as stoi reads
it, float -> float32 as stof, str), empty fields, field_delim, two workers, sharding, MindSpore's parse/type/range
errors and argument checks (msgraph lacked the source)."""
import os
import tempfile

import mindspore.dataset as ds
from _conf import emit, emit_error

MODES = ("pynative",)
D = tempfile.mkdtemp()


def write(name, text):
    path = os.path.join(D, name)
    with open(path, "w") as f:
        f.write(text)
    return path


A = write("a.csv", 'h1,h2,h3\n1,2.5,x\n,,\n3,"4",""\n\n5,6,"q""q"\n')
B = write("b.csv", 'h1,h2,h3\n7,8,"m\nn"\n9,10,z')


def rows(data):
    return [[(a.item(), str(a.dtype), list(a.shape)) for a in r]
            for r in data.create_tuple_iterator(output_numpy=True, num_epochs=1)]


def show(data):
    return [data.get_col_names(), data.get_dataset_size(), rows(data)]


emit("header", show(ds.CSVDataset(A, shuffle=False, num_parallel_workers=1)))
emit("header_two_files", show(ds.CSVDataset([A, B], shuffle=False, num_parallel_workers=1)))
emit("two_workers", show(ds.CSVDataset([A, B], shuffle=False, num_parallel_workers=2)))
emit("shard", show(ds.CSVDataset([A, B], shuffle=False, num_parallel_workers=1, num_shards=2, shard_id=1)))
emit("names_keep_header", show(ds.CSVDataset(A, column_names=["p", "q", "r"], shuffle=False)))
emit("defaults_short", show(ds.CSVDataset(A, column_defaults=["0"], shuffle=False)))
N = write("n.csv", "1.5,2e3,  7 , -3,4x,0x10\n")
emit("numbers", show(ds.CSVDataset(N, column_defaults=[0.0, 0.0, 0, 0, 0, 0.0], column_names=list("abcdef"),
                                   shuffle=False)))
emit("int_reads_float", show(ds.CSVDataset(write("g.csv", "1.5,2\n"), column_defaults=[0, True],
                                           column_names=["a", "b"], shuffle=False)))
emit("empty_string_fields", show(ds.CSVDataset(write("e.csv", '1,,"",\n'), column_defaults=[0, "d", "e", "f"],
                                               column_names=list("abcd"), shuffle=False)))
emit("crlf_delim", show(ds.CSVDataset(write("k.csv", "1;2\r\n3;4\r\n"), field_delim=";", column_names=["a", "b"],
                                      shuffle=False)))
emit("big_float", show(ds.CSVDataset(write("h2.csv", "99999999999\n"), column_defaults=[0.0], column_names=["a"],
                                     shuffle=False)))


def err(path, **kw):
    return lambda: rows(ds.CSVDataset(path, shuffle=False, **kw))


emit_error("empty_int_field", err(write("q1.csv", "1,\n"), column_defaults=[0, 5], column_names=["a", "b"]))
emit_error("not_a_number", err(A, column_defaults=[0, 1.5, "d"]))
emit_error("int_out_of_range", err(write("h.csv", "99999999999\n"), column_defaults=[0], column_names=["a"]))
emit_error("float_out_of_range", err(write("m.csv", "1e-50\n"), column_defaults=[0.0], column_names=["a"]))
emit_error("too_few_fields", err(write("c.csv", "1,2\n3\n"), column_names=["a", "b"]))
emit_error("too_many_fields", err(A, column_names=["p", "q"]))
emit_error("defaults_longer", err(A, column_defaults=["0", "1", "2", "3"]))
emit_error("unterminated_quote", err(write("j.csv", '1,2\n"3,4\n'), column_names=["a", "b"]))
emit_error("text_after_quote", err(write("i.csv", 'x,"ab"cd,e\n'), column_names=["a", "b", "c"]))
emit_error("type_before_quote_error", err(write("x.csv", '1,2\na,"c",d,"e\n'), column_defaults=["", 0],
                                          column_names=["a", "b"]))
emit_error("duplicate_names", lambda: ds.CSVDataset(A, column_names=["a", "b", "a"]).create_dict_iterator())
emit_error("delim_two_chars", lambda: ds.CSVDataset(A, field_delim=",,"))
emit_error("delim_quote", lambda: ds.CSVDataset(A, field_delim='"'))
emit_error("delim_int", lambda: ds.CSVDataset(A, field_delim=1))
emit_error("defaults_tuple", lambda: ds.CSVDataset(A, column_defaults=(1,)))
emit_error("defaults_list_item", lambda: ds.CSVDataset(A, column_defaults=[[1]]))
emit_error("names_not_str", lambda: ds.CSVDataset(A, column_names=[1]))
emit_error("no_rows", err(write("z.csv", "only,header\n")))
